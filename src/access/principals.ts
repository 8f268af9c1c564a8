// Bearer tokens are stateless JWTs, so a token would outlive the user, OAuth client or organisation it
// acts for until it expires. Each bearer call therefore checks they still exist: one read, cached for
// PRINCIPAL_CACHE_TTL_MS (the same bound as API key lookups, keys.ts, stale while revalidating as they are),
// and dropped at once in this process when it deletes them; other API processes see a deletion within the
// TTL and one read.
import { LRUCache } from 'lru-cache';
import type { Executor } from '../db/executor.ts';
import type { AccessTokenClaims } from './identity/tokens.ts';

export const PRINCIPAL_CACHE_TTL_MS = 5_000;

export interface PrincipalCheck {
  /** Whether the token's organisation, user and client all still exist. */
  alive(claims: AccessTokenClaims): Promise<boolean>;
  /** Drops cached answers about this organisation or user (after deleting it). */
  forget(id: { organisationId?: string; userId?: string }): void;
}

export function createPrincipalCheck(executor: Executor): PrincipalCheck {
  type Entry = { alive: boolean; organisationId: string; userId: string | null };
  const cache = new LRUCache<string, Entry, AccessTokenClaims>({
    max: 10_000,
    ttl: PRINCIPAL_CACHE_TTL_MS,
    allowStale: true,
    fetchMethod: async (_key, _stale, { context: claims }) => {
      const [row] = await executor.read<{ alive: boolean }>('token-principal-alive', {
        organisationId: claims.org,
        userId: claims.uid,
        clientId: claims.cid ?? null,
      });
      return { alive: Boolean(row?.alive), organisationId: claims.org, userId: claims.uid };
    },
  });
  return {
    async alive(claims) {
      const key = `${claims.org}\u0000${claims.uid ?? ''}\u0000${claims.cid ?? ''}`;
      return (await cache.fetch(key, { context: claims }))!.alive;
    },
    forget({ organisationId, userId }) {
      for (const [key, entry] of cache.entries()) {
        if (entry.organisationId === organisationId || (userId && entry.userId === userId)) cache.delete(key);
      }
    },
  };
}
