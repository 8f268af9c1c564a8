// ROME's sectors of activity -> the NACE divisions their job sheets are filed under (ROME files each
// sheet under its own sectors and under NAF divisions, France's edition of NACE). For each pair: the
// sheets filed under both, the sheets of the ROME sector (its sub-sectors' included) and of the NACE
// division; pairs sharing at least $minShared sheets, the $keep best per ROME sector by Jaccard.
// The service turns the counts into a match type and score (src/seeding/inferred-crosswalks.ts).
MATCH (s:Sector {framework: 'ROME'})
WHERE s.retired_at IS NULL
CALL (s) {
  MATCH (s)<-[:BROADER*0..1]-(:Sector)<-[:IN_SECTOR]-(o:Occupation {framework: 'ROME'})
  WHERE o.retired_at IS NULL
  RETURN collect(DISTINCT o) AS sheets
}
UNWIND sheets AS o
MATCH (o)-[:IN_SECTOR]->(d:Sector {framework: 'NACE'})
WHERE d.retired_at IS NULL
WITH s, size(sheets) AS inSector, d, count(DISTINCT o) AS shared
WHERE shared >= $minShared
CALL (d) {
  MATCH (d)<-[:IN_SECTOR]-(o:Occupation {framework: 'ROME'})
  RETURN count(DISTINCT o) AS inDivision
}
WITH s, inSector, d, shared, inDivision, toFloat(shared) / (inSector + inDivision - shared) AS jaccard
ORDER BY s.id, jaccard DESC, d.id
WITH s, collect({to: d.id, shared: shared, inSector: inSector, inDivision: inDivision, jaccard: jaccard})[0..$keep] AS best
UNWIND best AS pair
RETURN s.id AS from, pair.to AS to, pair.shared AS shared, pair.inSector AS inSector,
       pair.inDivision AS inDivision, pair.jaccard AS jaccard
