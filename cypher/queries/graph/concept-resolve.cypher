// Resolves what a caller wrote into a concept id: a graph id, a framework URI (e.g. an ESCO URI) or a
// framework code (e.g. ROME M1805, O*NET 15-1252.00). $id, $uri, $framework, $code (any may be null).
// Graph ids first, then URIs, then codes; active concepts before retired ones.
CALL () {
  MATCH (c:Concept {id: $id}) RETURN c, 0 AS rank
  UNION
  MATCH (c:Concept {uri: $uri}) RETURN c, 1 AS rank
  UNION
  MATCH (c:Concept {framework: $framework, code: $code}) RETURN c, 2 AS rank
}
RETURN c.id AS id, [l IN labels(c) WHERE l <> 'Concept'][0] AS kind
ORDER BY rank, c.retired_at IS NOT NULL
LIMIT 5
