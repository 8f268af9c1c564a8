// The referentials of concepts: each one's own framework, then (sorted) the frameworks of the active
// concepts it reaches through a CROSSWALK edge in either direction. $ids: list of concept ids;
// rows {id, referentials}, one per id found.
UNWIND $ids AS id
MATCH (c:Concept {id: id})
RETURN c.id AS id,
       [c.framework] + COLLECT {
         MATCH (c)-[:CROSSWALK]-(other:Concept)
         WHERE other.retired_at IS NULL AND other.framework <> c.framework
         WITH DISTINCT other.framework AS framework
         RETURN framework ORDER BY framework
       } AS referentials
