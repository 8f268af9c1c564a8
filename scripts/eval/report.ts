// Writes one section of EVALUATION.md, replacing the previous figures of that section only.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const FILE = join(import.meta.dirname, '..', '..', 'EVALUATION.md');
const HEADER =
  '# Evaluation\n\nQuality measured on real labelled data that nobody on the team wrote, by the scripts in `scripts/eval/`; each section says how, on what, and when.\n';

export function writeEvaluationSection(title: string, body: string) {
  const text = existsSync(FILE) ? readFileSync(FILE, 'utf8') : HEADER;
  const heading = `## ${title}`;
  const section = `${heading}\n\n${body.trim()}\n`;
  const start = text.indexOf(heading);
  if (start === -1) {
    writeFileSync(FILE, `${text.trimEnd()}\n\n${section}`);
    return;
  }
  const next = text.indexOf('\n## ', start + heading.length);
  writeFileSync(FILE, text.slice(0, start) + section + (next === -1 ? '' : text.slice(next + 1)));
}
