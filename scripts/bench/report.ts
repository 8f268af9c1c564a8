// Writes one section of BENCHMARKS.md (and, for scripts/eval, of EVALUATION.md), replacing the previous
// figures of that section only.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const FILE = join(import.meta.dirname, '..', '..', 'BENCHMARKS.md');
const HEADER =
  '# Benchmarks\n\nFigures measured on the real stack by the scripts in `scripts/bench/`; each section says how and where.\n';

export const writeBenchmarkSection = (title: string, body: string) =>
  writeMarkdownSection(FILE, HEADER, title, body);

/**
 * Replaces (or appends) the `## title` section of a markdown file, leaving the others as they are. Its
 * `### ` subsections that the new body does not write again (earlier runs, written by hand beside the
 * figures) are kept after it: a script's figures replace its own, not the section's history.
 */
export function writeMarkdownSection(file: string, header: string, title: string, body: string) {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : header;
  writeFileSync(file, withSection(text, title, body));
}

/** `text` with its `## title` section written as `writeMarkdownSection` says. */
export function withSection(text: string, title: string, body: string): string {
  const heading = `## ${title}`;
  const start = text.indexOf(`${heading}\n`);
  if (start === -1) return `${text.trimEnd()}\n\n${heading}\n\n${body.trim()}\n`;
  const next = text.indexOf('\n## ', start + heading.length);
  const previous = text.slice(start, next === -1 ? undefined : next + 1);
  const written = new Set(body.match(/^### .*$/gm) ?? []);
  const kept = previous
    .split(/\n(?=### )/)
    .slice(1)
    .filter((part) => !written.has(part.split('\n', 1)[0]!))
    .map((part) => part.trim());
  const section = [`${heading}\n\n${body.trim()}`, ...kept].join('\n\n');
  return `${text.slice(0, start)}${section}\n${next === -1 ? '' : `\n${text.slice(next + 1)}`}`;
}
