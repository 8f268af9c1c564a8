// What src/db/query-tokens.ts reads as the tokens a query names: those Neo4j resolves when it plans it.
import { describe, expect, it } from 'vitest';
import { tokensOf } from '../../src/db/query-tokens.ts';

describe('tokensOf', () => {
  it('reads the labels, relationship types and properties of patterns, predicates and projections', () => {
    const tokens = tokensOf(`
      MATCH (c:Concept {id: $id})
      WHERE c:Skill OR c:\`Occupation\`
      OPTIONAL MATCH (c)-[:BROADER|NARROWER]->(b:Concept)
      OPTIONAL MATCH (c)-[r:CROSSWALK {source: $source}]-(x)
      SET c.touched_at = datetime(), c += {seen_run: $run}
      RETURN c {.label_fr, kind: 'x'} AS concept, x.framework AS framework, r.score AS score`);
    expect(tokens.labels).toEqual(['Concept', 'Occupation', 'Skill']);
    expect(tokens.relationshipTypes).toEqual(['BROADER', 'CROSSWALK', 'NARROWER']);
    expect(tokens.propertyKeys).toEqual([
      'framework',
      'id',
      'label_fr',
      'score',
      'seen_run',
      'source',
      'touched_at',
    ]);
  });

  it('leaves out strings, comments, namespaces, parameters, rows of a parameter and result maps', () => {
    const tokens = tokensOf(`
      // (n:Commented)-[:COMMENTED]->(m) n.commented
      /* c.block */
      UNWIND $rows AS row
      MATCH (c:Concept {id: row.id})
      WITH c, row, vector.similarity.cosine(c.embedding, $vector) AS similarity
      UNWIND row.skills AS skill
      RETURN 'a:Quoted n.quoted' AS text, $map.param_key AS p, skill.name AS name,
             collect({element: elementId(c), at: c.uri}) AS members, similarity`);
    expect(tokens.labels).toEqual(['Concept']);
    expect(tokens.relationshipTypes).toEqual([]);
    expect(tokens.propertyKeys).toEqual(['embedding', 'id', 'uri']);
  });
});
