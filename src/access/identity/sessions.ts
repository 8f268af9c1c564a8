// Login, refresh-token rotation and logout (POST /auth/*). Failed logins are counted per email and
// per IP in Neo4j, so every API process sees the same counters; a counter at its limit locks logins
// for a while (429 with Retry-After). An unknown email and a wrong password look and cost the same.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Executor } from '../../db/executor.ts';
import { AppError } from '../../http/errors.ts';
import { DECOY_PASSWORD_HASH, verifyPassword } from './passwords.ts';
import { type TokenIssuer, USER_TOKEN_TTL_SECONDS } from './tokens.ts';
import { findPrincipal, normaliseEmail, type UserPrincipal } from './users.ts';

export const LOGIN_THROTTLE = {
  /** Failed attempts on one email within the window before it is locked. */
  emailFailures: 5,
  /** Failed attempts from one IP within the window (over any emails) before it is locked. */
  ipFailures: 50,
  windowMs: 15 * 60_000,
  lockoutMs: 15 * 60_000,
} as const;

/** Refresh tokens live 30 days, and each is good for one exchange. */
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 3600;

export interface TokenPair {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token: string;
}

export interface SessionService {
  /** `organisationId` picks among the accounts an address has in several organisations (default: its oldest). */
  login(email: string, password: string, ip: string, organisationId?: string): Promise<TokenPair>;
  refresh(refreshToken: string): Promise<TokenPair>;
  logout(refreshToken: string): Promise<void>;
}

const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

const invalidCredentials = () => new AppError('unauthorized', 'The email or password is not correct');
const invalidRefreshToken = () => new AppError('unauthorized', 'The refresh token is not valid');

export function createSessionService(executor: Executor, tokens: TokenIssuer): SessionService {
  async function issue(principal: UserPrincipal, familyId: string): Promise<TokenPair> {
    const refreshToken = randomBytes(32).toString('base64url');
    await executor.write('auth-refresh-create', {
      userId: principal.id,
      id: randomUUID(),
      tokenHash: hashToken(refreshToken),
      familyId,
      ttlSeconds: REFRESH_TOKEN_TTL_SECONDS,
    });
    return {
      access_token: tokens.issue(
        { kind: 'user', uid: principal.id, org: principal.organisation_id, perm: principal.permissions },
        USER_TOKEN_TTL_SECONDS,
      ),
      token_type: 'Bearer',
      expires_in: USER_TOKEN_TTL_SECONDS,
      refresh_token: refreshToken,
    };
  }

  return {
    async login(rawEmail, password, ip, organisationId) {
      const email = normaliseEmail(rawEmail);
      const throttleIds = [`email:${email}`, `ip:${ip}`];
      const [lock] = await executor.read<{ locked_until: string | null }>('auth-throttle-check', {
        ids: throttleIds,
      });
      if (lock?.locked_until) {
        const seconds = Math.max(1, Math.ceil((Date.parse(lock.locked_until) - Date.now()) / 1000));
        throw new AppError(
          'rate_limit_exceeded',
          'Too many failed logins; try again later',
          { reset_at: lock.locked_until },
          { headers: { 'retry-after': String(seconds) } },
        );
      }
      const [user] = await executor.read<UserPrincipal & { password_hash: string }>('auth-user-by-email', {
        email,
        organisationId: organisationId ?? null,
      });
      // The decoy keeps the cost of an unknown email equal to that of a wrong password.
      const valid = await verifyPassword(password, user?.password_hash ?? DECOY_PASSWORD_HASH);
      if (!user || !valid) {
        await executor.write('auth-throttle-fail', {
          keys: [
            { id: throttleIds[0], limit: LOGIN_THROTTLE.emailFailures },
            { id: throttleIds[1], limit: LOGIN_THROTTLE.ipFailures },
          ],
          windowMs: LOGIN_THROTTLE.windowMs,
          lockoutMs: LOGIN_THROTTLE.lockoutMs,
        });
        throw invalidCredentials();
      }
      await executor.write('auth-throttle-clear', { id: throttleIds[0] });
      return issue(
        { id: user.id, organisation_id: user.organisation_id, permissions: user.permissions },
        randomUUID(),
      );
    },

    async refresh(refreshToken) {
      // Committed on its own: a replayed token must stay revoked (with its family) even though this
      // request then fails.
      const [used] = await executor.write<{ usable: boolean; user_id: string; family_id: string }>(
        'auth-refresh-consume',
        { tokenHash: hashToken(refreshToken) },
      );
      if (!used?.usable) throw invalidRefreshToken();
      // Permissions are read afresh, so a role change reaches the next access token.
      const principal = await findPrincipal(executor, used.user_id);
      if (!principal) throw invalidRefreshToken();
      return issue(principal, used.family_id);
    },

    async logout(refreshToken) {
      await executor.write('auth-refresh-revoke', { tokenHash: hashToken(refreshToken) });
    },
  };
}
