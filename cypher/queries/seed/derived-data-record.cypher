// Once what a load derives is in place (concept vectors, search indexes rebuilt, skill profiles):
// moves the graph generation (graph-generation.cypher), so in-process caches drop answers computed
// while it was missing, e.g. a search asked during a first start's embedding, ranked without vectors.
// One node; analysts see when derived data last changed.
MERGE (d:DerivedData {id: 'graph'})
SET d.finished_at = datetime()
