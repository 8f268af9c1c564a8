// The corpus manifest's notShown items applied to a truth before scoring (scripts/eval/cv-peer/shown-truth.ts).
import { describe, expect, it } from 'vitest';
import { shownTruth } from '../../scripts/eval/cv-peer/shown-truth.ts';

describe('shownTruth', () => {
  const truth = {
    work: [
      { name: 'Webgurus', position: 'Engineer', startDate: '2023-09', endDate: '2024-01-15' },
      { name: 'Quino.ai', position: 'Engineer', startDate: '2022-12' },
    ],
    education: [{ institution: 'TU Cluj', startDate: '2018-10-01', endDate: '2022-07-01' }],
    skills: [{ name: 'Frontend', keywords: ['React', 'Vue'] }],
  };

  it('scores a date printed without its month at its year, and takes out a date not printed', () => {
    const shown = shownTruth(truth, [
      'work.startDate.month: 2023-09',
      'work.endDate: 2024-01-15',
      'education.startDate.month: 2018-10-01',
      'education.endDate.month: 2022-07-01',
    ]);
    expect(shown.work).toEqual([
      { name: 'Webgurus', position: 'Engineer', startDate: '2023' },
      { name: 'Quino.ai', position: 'Engineer', startDate: '2022-12' },
    ]);
    expect(shown.education).toEqual([{ institution: 'TU Cluj', startDate: '2018', endDate: '2022' }]);
    // The truth itself is left as it was.
    expect(truth.work[0]!.startDate).toBe('2023-09');
  });

  it('still takes out a skill group’s name and a keyword the document does not show', () => {
    const shown = shownTruth(truth, ['skills.name: Frontend', 'skills.keywords: Vue']);
    expect(shown.skills).toEqual([{ keywords: ['React'] }]);
  });
});
