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

/** Queries whose ranked hits (at most 100 each) are remembered. */
const SEARCH_CACHE_ENTRIES = 2_000;

export function createGraphServices(executor: Executor, embedder: QueryEmbedder | undefined): GraphServices {
  const cache = new GraphCache(executor);
  const records = new GraphRecords(executor, cache);
  // Search answers are larger than records: a cache of their own, bounded by count.
  const search = new GraphSearch(executor, embedder, new GraphCache(executor, { max: SEARCH_CACHE_ENTRIES }));
  return {
    cache,
    records,
    search,
    crosswalk: new GraphCrosswalk(executor, records, cache),
    profiles: new GraphProfiles(executor, records, search, cache),
  };
}
