// One page of a management collection read by a named query that returns {total, members}.
import type { Executor, Params } from '../../db/executor.ts';
import { type Page, type Pagination, pageWindow } from '../../http/hydra.ts';

export type SortDirection = 'asc' | 'desc';

export async function readPage<T>(
  executor: Executor,
  query: string,
  params: Params,
  pagination: Pagination,
): Promise<Page<T>> {
  const { skip, limit } = pageWindow(pagination);
  const [row] = await executor.read<{ total: number; members: T[] }>(query, { ...params, skip, limit });
  return { total: row?.total ?? 0, members: row?.members ?? [] };
}
