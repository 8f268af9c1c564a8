// CPU time of the processes a benchmark runs beside: Linux /proc, clock ticks of 10 ms.
import { readdirSync, readFileSync } from 'node:fs';

const statOf = (pid: number) => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');

/** CPU milliseconds a process has used so far (user + system), 0 once it is gone. */
export function cpuOf(pid: number): number {
  try {
    const fields = statOf(pid);
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

const pids = () =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number);

/** The live children of a process (e.g. the API's model process). */
export function childrenOf(parent: number): number[] {
  return pids().filter((pid) => {
    try {
      return Number(statOf(pid)[1]) === parent;
    } catch {
      return false;
    }
  });
}

/** The Neo4j server on this machine: the local one of scripts/neo4j (its Launcher) or a packaged one. */
export function findNeo4jPid(): number | undefined {
  return pids().find((pid) => {
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      return command.includes('.neo4j/dist-') || command.includes('org.neo4j');
    } catch {
      return false;
    }
  });
}
