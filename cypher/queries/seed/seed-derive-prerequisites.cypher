// Derived prerequisites. No bundled source states prerequisites, so they are derived and marked so:
// when a source says skill B is *essential* to skill A ((A)-[:RELATED {relation: 'essential'}]->(B)),
// B is taken as a prerequisite of A: (B)-[:PREREQUISITE_OF {derived: true}]->(A). Self-loops are skipped.
MATCH (a:Skill {framework: $framework})-[rel:RELATED {relation: 'essential'}]->(b:Skill)
WHERE a <> b
MERGE (b)-[p:PREREQUISITE_OF]->(a)
SET p.derived = true,
    p.method = 'essential-skill-relation',
    p.framework = $framework,
    p.seen_run = $run
RETURN count(p) AS written
