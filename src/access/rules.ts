// What each route demands, declared once in its config and enforced by the access layer: which
// credentials it takes, which permission bit a key or role must hold, and how many credits a call costs.
// Permission bits are part of the public contract (ApiKey.permissions, Role.permissions): never renumber.

export const Permission = {
  /** Read skills, occupations, sectors, taxonomy and crosswalks; search. */
  GRAPH_READ: 1 << 0,
  /** Parse CVs and job offers. */
  DOCUMENTS_PARSE: 1 << 1,
  /** Enrich parsed documents with graph skills. */
  DOCUMENTS_ENRICH: 1 << 2,
  /** Matching, gaps, scoring, transitions, workforce mapping. */
  INTELLIGENCE: 1 << 3,
  /** Read the organisation's management resources. */
  MANAGEMENT_READ: 1 << 4,
  /** Create, replace and delete the organisation's management resources. */
  MANAGEMENT_WRITE: 1 << 5,
  /** Manage users, roles and API keys of the organisation. */
  ADMIN: 1 << 6,
  /** Billing identity and plans. */
  BILLING: 1 << 7,
} as const;

export type PermissionName = keyof typeof Permission;

/** Credentials a route accepts: x-api-key, Bearer JWT, the operators' master key, or none (public). */
export type Credential = 'apiKey' | 'bearer' | 'master' | 'none';

export interface RouteRules {
  auth: Credential[];
  /** Permission bit the caller's key or role must hold; absent for public or user-scoped routes. */
  permission?: number;
  /** Credits a successful call costs under the caller's plan (spec 1.7, 8). */
  credits: number;
  /** The keyless public sandbox may call it, 60 calls per minute per IP (spec 8.2). */
  sandbox?: boolean;
  /**
   * The tenant check of a route that acts in an organisation or for a user named in its path (e.g.
   * requireOrganisation): run right after authentication, so a caller out of scope gets its 403/404
   * before validation and before metering can charge or refuse the call (429, 402).
   */
  scope?: (request: FastifyRequest) => unknown;
}

import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    rules?: RouteRules;
    /** The route speaks a protocol that reads and refuses its bodies itself (MCP): no 415 before it. */
    protocolBody?: boolean;
  }
}

/** Rules of the graph consultation routes: an API key with GRAPH_READ. */
export const graphRead = (credits: number, extra: Partial<RouteRules> = {}): RouteRules => ({
  auth: ['apiKey', 'bearer'],
  permission: Permission.GRAPH_READ,
  credits,
  ...extra,
});
