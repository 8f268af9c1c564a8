// How many of each kind's active concepts hold a vector of the given model: a kind whose vector index
// holds few of the vectors a load is about to write (a first load, or another model's vectors) gets its
// index built in one pass after the writes instead (src/seeding/search-indexes.ts fillVectorIndexes).
// $kinds: node labels (Skill, Occupation, Sector); $model: the embedding model's id.
UNWIND $kinds AS kind
CALL (kind) {
  MATCH (c:$(kind))
  WHERE c.retired_at IS NULL
  RETURN count(c) AS concepts,
         count(CASE WHEN c.embedding IS NOT NULL AND c.embedding_model = $model THEN 1 END) AS embedded
}
RETURN kind, concepts, embedded
