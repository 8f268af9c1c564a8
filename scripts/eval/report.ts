// Writes one section of EVALUATION.md, replacing the previous figures of that section only.
import { join } from 'node:path';
import { writeMarkdownSection } from '../bench/report.ts';

const FILE = join(import.meta.dirname, '..', '..', 'EVALUATION.md');
const HEADER =
  '# Evaluation\n\nQuality measured on real labelled data that nobody on the team wrote, by the scripts in `scripts/eval/`; each section says how, on what, and when.\n';

export const writeEvaluationSection = (title: string, body: string) =>
  writeMarkdownSection(FILE, HEADER, title, body);
