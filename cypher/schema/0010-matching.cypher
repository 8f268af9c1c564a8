// Matching (issue 8): enriched CVs and postings carry an embedding of their text, found by meaning
// through these vector indexes (multilingual-e5-small, 384 dimensions, like the concept indexes).

CREATE VECTOR INDEX cv_embedding IF NOT EXISTS
FOR (n:JsonResumeEnriched) ON n.embedding
OPTIONS {indexConfig: {`vector.dimensions`: 384, `vector.similarity_function`: 'cosine'}};
CREATE VECTOR INDEX posting_embedding IF NOT EXISTS
FOR (n:JsonJobPostingEnriched) ON n.embedding
OPTIONS {indexConfig: {`vector.dimensions`: 384, `vector.similarity_function`: 'cosine'}};
CREATE INDEX json_resume_enriched_user IF NOT EXISTS FOR (n:JsonResumeEnriched) ON (n.user_id);
