// The graph module's services, built once per app from the executor and the (optional) embedding
// model, and shared by the routes; one cache serves them all.
import type { Executor } from '../db/executor.ts';
import { GraphCache } from './cache.ts';
import { GraphCrosswalk } from './crosswalk.ts';
import { GraphProfiles } from './profiles.ts';
import { GraphRecords } from './records.ts';
import { GraphSearch, type QueryEmbedder } from './search.ts';

export interface GraphServices {
  cache: GraphCache;
  records: GraphRecords;
  search: GraphSearch;
  crosswalk: GraphCrosswalk;
  profiles: GraphProfiles;
}

export function createGraphServices(executor: Executor, embedder: QueryEmbedder | undefined): GraphServices {
  const cache = new GraphCache(executor);
  const records = new GraphRecords(executor, cache);
  const search = new GraphSearch(executor, embedder);
  return {
    cache,
    records,
    search,
    crosswalk: new GraphCrosswalk(executor, records, cache),
    profiles: new GraphProfiles(executor, records, search, cache),
  };
}
