// The process environment, validated once by one TypeBox schema. Everything configurable lives here;
// a bad value stops the process with a message naming the variable.
import { randomBytes } from 'node:crypto';
import Type, { type Static } from 'typebox';
import Value from 'typebox/value';
import type { Neo4jSettings } from './db/executor.ts';

/** Environment variables as strings, with the coercions and bounds the service needs. */
export const EnvSchema = Type.Object({
  NODE_ENV: Type.Enum(['development', 'test', 'production'], { default: 'development' }),
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 8080 }),
  HOST: Type.String({ minLength: 1, default: '0.0.0.0' }),
  /** Public base URL used in Hydra links and OpenAPI `servers`; derived from HOST/PORT when unset. */
  PUBLIC_BASE_URL: Type.Optional(Type.String({ pattern: '^https?://[^\\s]+$' })),
  REGION: Type.Enum(['fr-par', 'eu-west', 'us-east'], { default: 'fr-par' }),
  LOG_LEVEL: Type.Enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { default: 'info' }),

  NEO4J_URI: Type.String({ pattern: '^(neo4j|bolt)(\\+s|\\+ssc)?://[^\\s]+$' }),
  NEO4J_USERNAME: Type.String({ minLength: 1, default: 'neo4j' }),
  NEO4J_PASSWORD: Type.String({ minLength: 1 }),
  NEO4J_DATABASE: Type.Optional(Type.String({ pattern: '^[A-Za-z][A-Za-z0-9.\\-]{2,62}$' })),
  /** Upper bound on any single query; a stuck query becomes a 503 instead of a hung request. */
  NEO4J_QUERY_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 600_000, default: 15_000 }),
  /** How long a request waits for a connection (and a connection for the server) before failing. */
  NEO4J_CONNECT_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 120_000, default: 5_000 }),
  NEO4J_MAX_POOL_SIZE: Type.Integer({ minimum: 1, maximum: 1000, default: 50 }),

  /** Operators' master key, sent as x-api-key. Unset disables master-key routes. */
  MASTER_API_KEY: Type.Optional(Type.String({ minLength: 24 })),
  /** Unlocks the extended diagnostics of /health (X-Internal-Token). Unset: never unlocked. */
  INTERNAL_TOKEN: Type.Optional(Type.String({ minLength: 16 })),
  /** HMAC secret for the access tokens (HS256). Required in production unless a key pair is given. */
  JWT_SECRET: Type.Optional(Type.String({ minLength: 32 })),
  /** PEM key pair for RS256/ES256 access tokens; takes precedence over JWT_SECRET. */
  JWT_PRIVATE_KEY: Type.Optional(Type.String({ pattern: '-----BEGIN [A-Z ]*PRIVATE KEY-----' })),
  JWT_PUBLIC_KEY: Type.Optional(Type.String({ pattern: '-----BEGIN PUBLIC KEY-----' })),

  /** Largest JSON body accepted, in bytes. */
  BODY_LIMIT_BYTES: Type.Integer({ minimum: 1024, maximum: 64 * 1024 * 1024, default: 1024 * 1024 }),
  /** Bound on each /health probe, so the health check answers even when the database does not. */
  HEALTH_PROBE_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 60_000, default: 3_000 }),
  /** How long SIGTERM waits for in-flight requests before closing anyway. */
  SHUTDOWN_GRACE_MS: Type.Integer({ minimum: 0, maximum: 600_000, default: 10_000 }),
  /** How often the server looks for a data load after which to warm search up again (README). */
  DATA_CHANGE_CHECK_MS: Type.Integer({ minimum: 100, maximum: 3_600_000, default: 10_000 }),
  /** Largest uploaded document (CV, job offer), in bytes. */
  UPLOAD_LIMIT_BYTES: Type.Integer({ minimum: 1024, maximum: 100 * 1024 * 1024, default: 10 * 1024 * 1024 }),
  /** Most files in one multipart upload (job-posting `files[]`). */
  UPLOAD_MAX_FILES: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
  /** PDF pages read per document; later pages are ignored and the response says so. */
  PDF_MAX_PAGES: Type.Integer({ minimum: 1, maximum: 500, default: 30 }),
  /** Bound on reading one document; a PDF that takes longer is refused, never left hanging. */
  PARSE_TIMEOUT_MS: Type.Integer({ minimum: 500, maximum: 300_000, default: 20_000 }),
  /**
   * Worker threads that read documents (PDF, Word, OpenDocument, RTF, HTML, Markdown), isolated from the
   * event loop and each other. Named for the format it first read.
   */
  PDF_WORKERS: Type.Integer({ minimum: 1, maximum: 32, default: 2 }),
  /** Text recognisers (OCR) for scans and photos, each a worker thread; 0 turns OCR off (scans are refused). */
  OCR_WORKERS: Type.Integer({ minimum: 0, maximum: 16, default: 2 }),
  /** Pages of one document read by OCR at most; later scanned pages are left out and the response says so. */
  OCR_MAX_PAGES: Type.Integer({ minimum: 1, maximum: 100, default: 5 }),
  /** Bound on recognising one page; a page that takes longer fails the document with a clear error. */
  OCR_PAGE_TIMEOUT_MS: Type.Integer({ minimum: 1000, maximum: 300_000, default: 30_000 }),

  /** Stripe secret key: turns on the paid plans' checkout. Unset: checkout answers 503. */
  STRIPE_SECRET_KEY: Type.Optional(Type.String({ pattern: '^(sk|rk)_[A-Za-z0-9_]+$' })),
  /** The signing secret of the Stripe webhook endpoint (/v1/billing/webhooks/stripe). */
  STRIPE_WEBHOOK_SECRET: Type.Optional(Type.String({ pattern: '^whsec_[A-Za-z0-9_]+$' })),
  /** Another Stripe API base (e.g. stripe-mock at http://127.0.0.1:12111 for tests); Stripe's own by default. */
  STRIPE_API_BASE: Type.Optional(Type.String({ pattern: '^https?://[^\\s/]+(:\\d+)?/?$' })),
});

export type Env = Static<typeof EnvSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  publicBaseUrl: string | undefined;
  region: Env['REGION'];
  logLevel: string;
  neo4j: Neo4jSettings;
  masterApiKey: string | undefined;
  internalToken: string | undefined;
  jwt: { secret: string; algorithm: 'HS256' } | { privateKey: string; publicKey: string; algorithm: 'RS256' };
  bodyLimitBytes: number;
  healthProbeTimeoutMs: number;
  shutdownGraceMs: number;
  /** How often the server looks for a data load to warm search up again after (src/main.ts). */
  dataChangeCheckMs: number;
  documents: DocumentLimits;
  /** The payment provider; null when no provider is configured (no checkout, webhooks refused). */
  payments: PaymentSettings | null;
}

export interface PaymentSettings {
  provider: 'stripe';
  secretKey: string;
  webhookSecret: string | undefined;
  apiBase: string | undefined;
}

export interface DocumentLimits {
  uploadLimitBytes: number;
  uploadMaxFiles: number;
  pdfMaxPages: number;
  parseTimeoutMs: number;
  pdfWorkers: number;
  ocrWorkers: number;
  ocrMaxPages: number;
  ocrPageTimeoutMs: number;
}

export class ConfigError extends Error {
  readonly variables: string[];
  constructor(problems: { variable: string; message: string }[]) {
    super(
      `Invalid configuration:\n${problems.map((p) => `  ${p.variable}: ${p.message}`).join('\n')}\n` +
        'See the configuration table in README.md.',
    );
    this.name = 'ConfigError';
    this.variables = problems.map((p) => p.variable);
  }
}

const numericVariables = Object.entries(EnvSchema.properties)
  .filter(([, schema]) => (schema as { type?: string }).type === 'integer')
  .map(([name]) => name);

/** Reads and validates the environment. Secrets never appear in error messages. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const raw: Record<string, unknown> = {};
  for (const name of Object.keys(EnvSchema.properties)) {
    const value = source[name];
    if (value === undefined || value === '') continue;
    raw[name] = numericVariables.includes(name) && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
  }
  const withDefaults = Value.Default(EnvSchema, raw) as Record<string, unknown>;
  // Checked variable by variable so that every bad one is named, once.
  const problems: { variable: string; message: string }[] = [];
  for (const [variable, schema] of Object.entries(EnvSchema.properties)) {
    const value = withDefaults[variable];
    if (value === undefined) {
      if ((EnvSchema.required as readonly string[]).includes(variable))
        problems.push({ variable, message: 'is required' });
      continue;
    }
    const [first] = Value.Errors(schema, value);
    if (first) problems.push({ variable, message: describe(first, variable, source) });
  }
  const env = withDefaults as Env;
  if (problems.length === 0) {
    if (env.JWT_PRIVATE_KEY && !env.JWT_PUBLIC_KEY)
      problems.push({ variable: 'JWT_PUBLIC_KEY', message: 'is required when JWT_PRIVATE_KEY is set' });
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET && !env.JWT_PRIVATE_KEY)
      problems.push({
        variable: 'JWT_SECRET',
        message: 'is required in production (or JWT_PRIVATE_KEY/JWT_PUBLIC_KEY)',
      });
  }
  if (problems.length > 0) throw new ConfigError(problems);

  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicBaseUrl: env.PUBLIC_BASE_URL?.replace(/\/+$/, ''),
    region: env.REGION,
    logLevel: env.LOG_LEVEL,
    neo4j: {
      uri: env.NEO4J_URI,
      username: env.NEO4J_USERNAME,
      password: env.NEO4J_PASSWORD,
      database: env.NEO4J_DATABASE,
      queryTimeoutMs: env.NEO4J_QUERY_TIMEOUT_MS,
      connectTimeoutMs: env.NEO4J_CONNECT_TIMEOUT_MS,
      maxPoolSize: env.NEO4J_MAX_POOL_SIZE,
    },
    masterApiKey: env.MASTER_API_KEY,
    internalToken: env.INTERNAL_TOKEN,
    jwt:
      env.JWT_PRIVATE_KEY && env.JWT_PUBLIC_KEY
        ? { privateKey: env.JWT_PRIVATE_KEY, publicKey: env.JWT_PUBLIC_KEY, algorithm: 'RS256' }
        : // Outside production a per-process secret keeps development friction-free; tokens then
          // do not survive a restart, which is said in the README.
          { secret: env.JWT_SECRET ?? randomBytes(32).toString('hex'), algorithm: 'HS256' },
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    healthProbeTimeoutMs: env.HEALTH_PROBE_TIMEOUT_MS,
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    dataChangeCheckMs: env.DATA_CHANGE_CHECK_MS,
    documents: {
      uploadLimitBytes: env.UPLOAD_LIMIT_BYTES,
      uploadMaxFiles: env.UPLOAD_MAX_FILES,
      pdfMaxPages: env.PDF_MAX_PAGES,
      parseTimeoutMs: env.PARSE_TIMEOUT_MS,
      pdfWorkers: env.PDF_WORKERS,
      ocrWorkers: env.OCR_WORKERS,
      ocrMaxPages: env.OCR_MAX_PAGES,
      ocrPageTimeoutMs: env.OCR_PAGE_TIMEOUT_MS,
    },
    payments: env.STRIPE_SECRET_KEY
      ? {
          provider: 'stripe',
          secretKey: env.STRIPE_SECRET_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          apiBase: env.STRIPE_API_BASE,
        }
      : null,
  };
}

const secretVariables = new Set([
  'NEO4J_PASSWORD',
  'MASTER_API_KEY',
  'INTERNAL_TOKEN',
  'JWT_SECRET',
  'JWT_PRIVATE_KEY',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
]);

function describe(
  error: { message: string; params: unknown },
  variable: string,
  source: NodeJS.ProcessEnv,
): string {
  const shown = secretVariables.has(variable) ? '(hidden)' : JSON.stringify(source[variable]);
  const allowed = (error.params as { allowedValues?: unknown[] }).allowedValues;
  const message = allowed ? `must be one of ${allowed.join(', ')}` : error.message;
  return `${message} (got ${shown})`;
}
