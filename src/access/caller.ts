// Who is calling: the identity the authentication plugin attaches to every request (request.caller),
// which authorisation, tenant scoping and credit metering read. The shape is a shared interface.
import { Permission } from './rules.ts';

export interface Caller {
  kind: 'master' | 'apiKey' | 'user' | 'oauth' | 'anonymous';
  /** null for master and anonymous. */
  organisationId: string | null;
  userId: string | null;
  /** The key used, for per-key credits. */
  apiKeyId: string | null;
  /** Bit-flags (all bits for master). */
  permissions: number;
  ip: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller;
  }
}

/** Every permission bit defined today. */
export const ALL_PERMISSIONS = Object.values(Permission).reduce((all, bit) => all | bit, 0);

/** The master key holds every bit, including bits added later. */
export const MASTER_PERMISSIONS = 0x7fffffff;

export const hasPermission = (permissions: number, bit: number) => (permissions & bit) === bit;

/** True when `requested` asks for no bit outside `held`. */
export const withinPermissions = (requested: number, held: number) => (requested & ~held) === 0;

export const anonymousCaller = (ip: string): Caller => ({
  kind: 'anonymous',
  organisationId: null,
  userId: null,
  apiKeyId: null,
  permissions: 0,
  ip,
});
