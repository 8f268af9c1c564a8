// The state of every fulltext and vector index (ONLINE, POPULATING, FAILED): a query on an index that is
// not ONLINE waits until it is (a vector index built in one pass after a load, for 15 s and more), so the
// service reads around such an index as around a missing one (src/db/search-index-states.ts). A load
// restoring indexes it set aside reads which exist (src/seeding/search-indexes.ts).
SHOW INDEXES YIELD name, type, state
WHERE type IN ['FULLTEXT', 'VECTOR']
RETURN name, state
