// The writer of BENCHMARKS.md and EVALUATION.md sections: a script's new figures replace its section's
// head and the subsections it writes, and leave the others (earlier runs written beside them by hand) and
// the other sections as they were.
import { describe, expect, it } from 'vitest';
import { withSection } from '../../scripts/bench/report.ts';

const text = [
  '# Benchmarks',
  '',
  '## First start',
  '',
  'Old figures.',
  '',
  '### Interpretation',
  '',
  'Old reading.',
  '',
  '### Runs 1-3 (by hand)',
  '',
  'History.',
  '',
  '## First start beside a server',
  '',
  'Another section.',
  '',
].join('\n');

describe('withSection', () => {
  it("replaces a section's head and the subsections written again, and keeps the others", () => {
    const body = 'New figures.\n\n### Interpretation\n\nNew reading.';
    const written = withSection(text, 'First start', body);
    expect(written).toBe(
      text.replace('Old figures.', 'New figures.').replace('Old reading.', 'New reading.'),
    );
    // Written again with the same figures: nothing moves.
    expect(withSection(written, 'First start', body)).toBe(written);
  });

  it('appends a new section, and tells a title from a longer one that starts with it', () => {
    const written = withSection(text, 'First', 'Figures.');
    expect(written.startsWith(text.trimEnd())).toBe(true);
    expect(written.endsWith('\n\n## First\n\nFigures.\n')).toBe(true);
    const last = withSection(text, 'First start beside a server', 'Replaced.');
    expect(last.endsWith('## First start beside a server\n\nReplaced.\n')).toBe(true);
    expect(last).toContain('### Runs 1-3 (by hand)');
  });
});
