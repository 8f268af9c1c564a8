// /health diagnostics: how much of the graph semantic search covers: the active skills, occupations and
// sectors, and how many of them hold an embedding (by this or any other process, e.g. `npm run seed`).
MATCH (c:Concept)
WHERE (c:Skill OR c:Occupation OR c:Sector) AND c.retired_at IS NULL
RETURN count(c) AS concepts, count(c.embedding_model) AS embedded
