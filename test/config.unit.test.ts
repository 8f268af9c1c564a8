import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

const minimal = { NEO4J_URI: 'neo4j://db.example:7687', NEO4J_PASSWORD: 'secret-password' };

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).variables;
  }
  throw new Error('expected a ConfigError');
}

describe('configuration', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig(minimal);
    expect(config.port).toBe(8080);
    expect(config.region).toBe('fr-par');
    expect(config.logLevel).toBe('info');
    expect(config.env).toBe('development');
    expect(config.neo4j.username).toBe('neo4j');
    expect(config.neo4j.uri).toBe('neo4j://db.example:7687');
    expect(config.jwt.algorithm).toBe('HS256');
  });

  it('coerces numbers and keeps given values', () => {
    const config = loadConfig({
      ...minimal,
      PORT: '9000',
      REGION: 'eu-west',
      NEO4J_QUERY_TIMEOUT_MS: '2500',
    });
    expect(config.port).toBe(9000);
    expect(config.region).toBe('eu-west');
    expect(config.neo4j.queryTimeoutMs).toBe(2500);
  });

  it('accepts cluster routing and encrypted URIs', () => {
    for (const uri of [
      'neo4j://a:7687',
      'neo4j+s://cluster.example',
      'bolt+ssc://b:7687',
      'bolt://127.0.0.1:7687',
    ]) {
      expect(loadConfig({ ...minimal, NEO4J_URI: uri }).neo4j.uri).toBe(uri);
    }
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '80.5'],
    ['REGION', 'mars'],
    ['LOG_LEVEL', 'loud'],
    ['NODE_ENV', 'staging'],
    ['NEO4J_URI', 'http://db:7474'],
    ['NEO4J_QUERY_TIMEOUT_MS', '5'],
    ['MASTER_API_KEY', 'too-short'],
    ['INTERNAL_TOKEN', 'short'],
    ['JWT_SECRET', 'short'],
    ['PUBLIC_BASE_URL', 'not a url'],
  ])('names %s when it is %j', (variable, value) => {
    expect(problemsOf({ ...minimal, [variable]: value })).toEqual([variable]);
  });

  it('names every missing required variable', () => {
    expect(problemsOf({})).toEqual(['NEO4J_URI', 'NEO4J_PASSWORD']);
  });

  it('requires a JWT secret or key pair in production', () => {
    expect(problemsOf({ ...minimal, NODE_ENV: 'production' })).toEqual(['JWT_SECRET']);
    expect(loadConfig({ ...minimal, NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }).jwt).toEqual({
      secret: 'x'.repeat(32),
      algorithm: 'HS256',
    });
  });

  it('never prints secret values in its message', () => {
    try {
      loadConfig({ ...minimal, MASTER_API_KEY: 'leaky-but-short' });
      expect.unreachable();
    } catch (error) {
      expect(String(error)).toContain('MASTER_API_KEY');
      expect(String(error)).not.toContain('leaky-but-short');
    }
  });
});
