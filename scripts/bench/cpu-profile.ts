// Where a process's CPU went: reads a .cpuprofile written by `node --cpu-prof` (e.g. the server of
// `scripts/bench/graph-routes.ts --cpu-prof <dir>`) and prints the functions with the most self time,
// then the same time by place (this project's folders, each npm package, Node's internals, idle/GC).
//   node scripts/bench/cpu-profile.ts <file.cpuprofile> [--top 25]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '25' } },
});
const file = positionals[0];
if (!file) {
  console.error('usage: node scripts/bench/cpu-profile.ts <file.cpuprofile> [--top 25]');
  process.exit(2);
}

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
const profile = JSON.parse(readFileSync(file, 'utf8')) as {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
};
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfMs = new Map<number, number>();
for (const [i, id] of profile.samples.entries())
  selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
const total = (profile.endTime - profile.startTime) / 1000;

const place = (url: string, name: string) => {
  if (!url) return name.startsWith('(') ? name : '(native)';
  const pkg = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  const own = /\/(src|scripts)\/(.+?)\/[^/]+$/.exec(url) ?? /\/(src)\/([^/]+)$/.exec(url);
  if (own) return `${own[1]}/${own[2]}`;
  return url.startsWith('node:') ? 'node internals' : url;
};
const functions = new Map<string, number>();
const places = new Map<string, number>();
for (const [id, ms] of selfMs) {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  const key = `${functionName || '(anonymous)'} ${url.replace(/^.*\/(node_modules|src|scripts)\//, '$1/')}:${lineNumber + 1}`;
  functions.set(key, (functions.get(key) ?? 0) + ms);
  const where = place(url, functionName);
  places.set(where, (places.get(where) ?? 0) + ms);
}
const top = (map: Map<string, number>, n: number) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([key, ms]) => `| ${key} | ${ms.toFixed(0)} | ${((100 * ms) / total).toFixed(1)}% |`);
console.log(`Profile of ${(total / 1000).toFixed(1)} s (${file})\n`);
console.log('| Function (self time) | ms | share |\n|---|---|---|');
console.log(top(functions, Number(values.top)).join('\n'));
console.log('\n| Place | ms | share |\n|---|---|---|');
console.log(top(places, 20).join('\n'));
