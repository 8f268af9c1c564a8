// Writes one section of BENCHMARKS.md (and, for scripts/eval, of EVALUATION.md), replacing the previous
// figures of that section only.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const FILE = join(import.meta.dirname, '..', '..', 'BENCHMARKS.md');
const HEADER =
  '# Benchmarks\n\nFigures measured on the real stack by the scripts in `scripts/bench/`; each section says how and where.\n';

export const writeBenchmarkSection = (title: string, body: string) =>
  writeMarkdownSection(FILE, HEADER, title, body);

/** Replaces (or appends) the `## title` section of a markdown file, leaving the others as they are. */
export function writeMarkdownSection(file: string, header: string, title: string, body: string) {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : header;
  const heading = `## ${title}`;
  const section = `${heading}\n\n${body.trim()}\n`;
  const start = text.indexOf(heading);
  if (start === -1) {
    writeFileSync(file, `${text.trimEnd()}\n\n${section}`);
    return;
  }
  const next = text.indexOf('\n## ', start + heading.length);
  writeFileSync(file, text.slice(0, start) + section + (next === -1 ? '' : `\n${text.slice(next + 1)}`));
}
