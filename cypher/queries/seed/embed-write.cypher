// Stores concept embeddings: the vector (as the compact float array the vector indexes read), the model
// that made it and a hash of the text it was made from, so a new model or a changed label re-embeds.
// $rows: [{id, embedding, hash}]; $model.
UNWIND $rows AS row
MATCH (c:Concept {id: row.id})
CALL db.create.setNodeVectorProperty(c, 'embedding', row.embedding)
SET c.embedding_model = $model,
    c.embedding_text_hash = row.hash
RETURN count(c) AS written
