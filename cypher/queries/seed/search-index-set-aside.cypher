// Search indexes about to be dropped so that a bulk write does not go through them (a vector index
// filled in one pass after the load's vectors are written: src/seeding/search-indexes.ts), each with the
// statement that creates it again. Kept until the index is back, so a load that dies in between leaves
// the statement for the next run (or `npm run seed -- indexes`) to restore it.
// A first load beside a service records itself here too, type LOAD with no statement (markLoadInProgress),
// so that the services know a load is writing (graph-generation's indexesAside).
// $indexes: list of {name, type, labels, createStatement}.
UNWIND $indexes AS index
MERGE (aside:SearchIndexSetAside {name: index.name})
SET aside.create_statement = index.createStatement, aside.type = index.type, aside.labels = index.labels,
    aside.since = datetime()
