// API keys (spec 2.2, 3.4, 5.1, 5.9): creation with the plaintext returned once, reads without the
// secret, disabling, and authentication of x-api-key by the SHA-256 of the presented key, behind a
// short in-process cache. Only the hash, a prefix and the last four characters are stored.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Executor } from '../../db/executor.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Page, Pagination } from '../../http/hydra.ts';
import { withinPermissions } from '../caller.ts';
import { readPage } from '../identity/pages.ts';
import { findPrincipal } from '../identity/users.ts';
import { creditsRemainingOf } from '../metering/metering.ts';

/** Every key starts with this, so leaked keys are easy to recognise (and to scan for). */
export const KEY_PREFIX = 'sg_live_';

/**
 * How long this process trusts a key lookup. Disabling a key drops it here at once; another API
 * process may accept it for up to this long afterwards, plus the time of one read: an older lookup
 * answers once more while it is read again, so that no call waits for a database busy with a bulk load
 * (a failed read drops it). An expiry is always checked exactly.
 */
export const KEY_CACHE_TTL_MS = 5_000;

export interface ApiKey {
  id: string;
  user_id: string;
  organisation_id: string;
  name: string;
  key_prefix: string;
  key_last4: string;
  /** `{date}`: ISO 8601 instant after which the key is refused. */
  expiration_date: { date: string };
  permissions: number;
  active: boolean;
  origin: 'api' | 'mcp';
  /** Credits left in the key's current period; null when no balance is kept yet. */
  credits_remaining: number | null;
  created_at: string;
  updated_at: string;
}

export interface CreatedApiKey extends ApiKey {
  /** The plaintext key: in the create response only, never stored. */
  key: string;
}

export interface ApiKeyInput {
  name: string;
  /** `{date: ISO 8601}` or the ISO 8601 string itself. */
  expiration_date: { date: string } | string;
  permissions: number;
  organisation_id: string;
  origin?: 'api' | 'mcp' | undefined;
}

/** What authentication learns from a valid key. */
export interface KeyPrincipal {
  apiKeyId: string;
  userId: string;
  organisationId: string;
  /** The key's bits, bounded by its owner's current ones. */
  permissions: number;
}

interface StoredKey extends Omit<ApiKey, 'expiration_date' | 'credits_remaining'> {
  expiration_date: string;
}

type KeyLookup = {
  id: string;
  user_id: string;
  organisation_id: string;
  permissions: number;
  user_permissions: number;
  active: boolean;
  expiration_date: string | null;
};

export const hashKey = (raw: string) => createHash('sha256').update(raw, 'utf8').digest('hex');

export function expirationInstant(value: ApiKeyInput['expiration_date']): Date {
  const text = typeof value === 'string' ? value : value.date;
  const instant = new Date(text);
  if (!/^\d{4}-\d{2}-\d{2}/.test(text) || Number.isNaN(instant.getTime())) {
    throw new AppError('validation_error', 'expiration_date must be an ISO 8601 date or date-time', {
      fields: [{ field: 'body.expiration_date', message: 'must be an ISO 8601 date or date-time' }],
    });
  }
  if (instant.getTime() <= Date.now()) {
    throw new AppError('validation_error', 'expiration_date must be in the future', {
      fields: [{ field: 'body.expiration_date', message: 'must be in the future' }],
    });
  }
  return instant;
}

export interface ApiKeyService {
  create(userId: string, input: ApiKeyInput): Promise<CreatedApiKey>;
  get(userId: string, apiKeyId: string): Promise<ApiKey>;
  list(
    userId: string,
    filter: { name?: string | undefined; active?: boolean | undefined },
    pagination: Pagination,
  ): Promise<Page<ApiKey>>;
  disable(userId: string, apiKeyId: string): Promise<ApiKey>;
  /** The principal of a raw key, or null when it is unknown, disabled or expired. */
  authenticate(raw: string): Promise<KeyPrincipal | null>;
  /** Drops cached lookups of these keys (after disabling or deleting them). */
  forget(apiKeyIds: string[]): void;
}

export function createApiKeyService(
  executor: Executor,
  options: { cacheTtlMs?: number } = {},
): ApiKeyService {
  // Unknown keys are cached too, so guessing keys does not become a database load. Stale while
  // revalidating (KEY_CACHE_TTL_MS).
  const cache = new LRUCache<string, { lookup: KeyLookup | null }>({
    max: 10_000,
    ttl: options.cacheTtlMs ?? KEY_CACHE_TTL_MS,
    allowStale: true,
    fetchMethod: async (hash) => {
      const [lookup] = await executor.read<KeyLookup>('key-by-hash', { keyHash: hash });
      return { lookup: lookup ?? null };
    },
  });

  // Balances are the metering module's; one read for a whole page of keys.
  const present = async (stored: StoredKey[]): Promise<ApiKey[]> => {
    const credits = await creditsRemainingOf(
      executor,
      stored.map((key) => key.id),
      stored.map((key) => key.organisation_id),
    );
    return stored.map((key) => ({
      ...key,
      expiration_date: { date: key.expiration_date },
      credits_remaining: credits.get(key.id) ?? null,
    }));
  };
  const presentOne = async (stored: StoredKey) => (await present([stored]))[0] as ApiKey;

  const forget = (apiKeyIds: string[]) => {
    const ids = new Set(apiKeyIds);
    for (const [hash, entry] of cache.entries())
      if (entry.lookup && ids.has(entry.lookup.id)) cache.delete(hash);
  };

  return {
    async create(userId, input) {
      const owner = await findPrincipal(executor, userId);
      if (!owner) throw notFound('User', { id: userId });
      if (input.organisation_id !== owner.organisation_id) {
        throw new AppError('forbidden', "A key can only be created in its user's organisation");
      }
      if (!withinPermissions(input.permissions, owner.permissions)) {
        throw new AppError('forbidden', 'A key cannot hold permissions its user does not have', {
          requested: input.permissions,
          held: owner.permissions,
        });
      }
      const expiration = expirationInstant(input.expiration_date);
      const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
      const [row] = await executor.write<{ key: StoredKey }>('key-create', {
        organisationId: owner.organisation_id,
        userId,
        id: randomUUID(),
        name: input.name,
        keyHash: hashKey(key),
        keyPrefix: key.slice(0, KEY_PREFIX.length + 4),
        keyLast4: key.slice(-4),
        expirationDate: expiration.toISOString(),
        permissions: input.permissions,
        origin: input.origin ?? 'api',
      });
      if (!row) throw notFound('User', { id: userId });
      // What authentication would read back, known now: a new key's first call does not wait for
      // key-by-hash (on a first start, behind a load, that read took 170 ms: BENCHMARKS.md "First start").
      cache.set(hashKey(key), {
        lookup: {
          id: row.key.id,
          user_id: userId,
          organisation_id: owner.organisation_id,
          permissions: row.key.permissions,
          user_permissions: owner.permissions,
          active: row.key.active,
          expiration_date: row.key.expiration_date,
        },
      });
      return { ...(await presentOne(row.key)), key };
    },

    async get(userId, apiKeyId) {
      const [row] = await executor.read<{ key: StoredKey }>('key-get', { userId, apiKeyId });
      if (!row) throw notFound('API key', { id: apiKeyId });
      return presentOne(row.key);
    },

    async list(userId, filter, pagination) {
      const page = await readPage<StoredKey>(
        executor,
        'key-list',
        { userId, name: filter.name ?? null, active: filter.active ?? null },
        pagination,
      );
      return { total: page.total, members: await present(page.members) };
    },

    async disable(userId, apiKeyId) {
      const [row] = await executor.write<{ key: StoredKey }>('key-disable', { userId, apiKeyId });
      if (!row) throw notFound('API key', { id: apiKeyId });
      forget([apiKeyId]);
      return presentOne(row.key);
    },

    async authenticate(raw) {
      const { lookup } = (await cache.fetch(hashKey(raw)))!;
      if (lookup?.active !== true) return null;
      if (lookup.expiration_date && Date.parse(lookup.expiration_date) <= Date.now()) return null;
      return {
        apiKeyId: lookup.id,
        userId: lookup.user_id,
        organisationId: lookup.organisation_id,
        permissions: lookup.permissions & lookup.user_permissions,
      };
    },

    forget,
  };
}
