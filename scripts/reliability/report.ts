// RELIABILITY.md: one section per harness run, written by the scripts of scripts/reliability/.
import { join } from 'node:path';
import { writeMarkdownSection } from '../bench/report.ts';

const FILE = join(import.meta.dirname, '..', '..', 'RELIABILITY.md');
const HEADER =
  '# Reliability\n\nWhat the harness in `scripts/reliability/` and `test/reliability/` found on the real stack; each ' +
  'section says how and where, and the one command that reproduces it.\n';

export const writeReliabilitySection = (title: string, body: string) =>
  writeMarkdownSection(FILE, HEADER, title, body);
