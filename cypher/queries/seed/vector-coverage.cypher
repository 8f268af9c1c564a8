// How many of each kind's active concepts hold a vector: a kind whose vector index holds few of the
// vectors a load is about to write gets its index built in one pass after the writes instead
// (src/seeding/search-indexes.ts fillVectorIndexes).
// $kinds: node labels (Skill, Occupation, Sector).
UNWIND $kinds AS kind
CALL (kind) {
  MATCH (c:$(kind))
  WHERE c.retired_at IS NULL
  RETURN count(c) AS concepts, count(c.embedding) AS embedded
}
RETURN kind, concepts, embedded
