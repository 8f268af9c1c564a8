// `npm start`: the service on its embedded default. Finds or provisions Neo4j (scripts/neo4j/resolve.ts),
// then runs the service (src/main.ts), which applies the schema migrations. A local Neo4j started
// here is stopped again when the service exits; one that was already running is left running.
import { resolveNeo4j } from './neo4j/resolve.ts';

const target = await resolveNeo4j({ purpose: 'service' });
process.env['NEO4J_URI'] = target.uri;
process.env['NEO4J_USERNAME'] = target.username;
process.env['NEO4J_PASSWORD'] = target.password;

if (target.pid !== undefined) {
  const pid = target.pid;
  // The service exits with process.exit after its graceful shutdown; Neo4j shuts down cleanly on SIGTERM.
  process.on('exit', () => {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // already gone
    }
  });
}

await import('../src/main.ts');
