// Sectors are searched as skills and occupations are: NACE Rev. 2.1 gives them English, French and
// Spanish titles (ROME's own sectors are French), so one fulltext index per language with that
// language's analyzer replaces the single French one, and a vector index on their embeddings
// (src/seeding/embed.ts) lets a search find them by meaning.
DROP INDEX sector_labels IF EXISTS;
CREATE FULLTEXT INDEX sector_labels_en IF NOT EXISTS FOR (n:Sector) ON EACH [n.label_en, n.alt_labels_en]
OPTIONS {indexConfig: {`fulltext.analyzer`: 'english'}};
CREATE FULLTEXT INDEX sector_labels_fr IF NOT EXISTS FOR (n:Sector) ON EACH [n.label_fr, n.alt_labels_fr]
OPTIONS {indexConfig: {`fulltext.analyzer`: 'french'}};
CREATE FULLTEXT INDEX sector_labels_es IF NOT EXISTS FOR (n:Sector) ON EACH [n.label_es, n.alt_labels_es]
OPTIONS {indexConfig: {`fulltext.analyzer`: 'spanish'}};
CREATE VECTOR INDEX sector_embedding IF NOT EXISTS
FOR (n:Sector) ON n.embedding
OPTIONS {indexConfig: {`vector.dimensions`: 384, `vector.similarity_function`: 'cosine'}};
