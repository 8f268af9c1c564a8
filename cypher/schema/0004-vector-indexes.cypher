// Vector indexes on the embeddings that src/seeding/embed.ts writes (the bundled model,
// multilingual-e5-small: 384 dimensions, compared by cosine). One per kind, so a skill search never
// ranks occupations. A model of another width needs a new migration that drops and recreates them.
CREATE VECTOR INDEX skill_embedding IF NOT EXISTS
FOR (n:Skill) ON n.embedding
OPTIONS {indexConfig: {`vector.dimensions`: 384, `vector.similarity_function`: 'cosine'}};
CREATE VECTOR INDEX occupation_embedding IF NOT EXISTS
FOR (n:Occupation) ON n.embedding
OPTIONS {indexConfig: {`vector.dimensions`: 384, `vector.similarity_function`: 'cosine'}};
