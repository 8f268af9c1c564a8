// How many concepts the graph holds (from the count store, instant): none before a first load, whose
// fulltext search indexes are then built in one pass after it (src/seeding/bundled.ts).
MATCH (c:Concept)
RETURN count(c) AS concepts
