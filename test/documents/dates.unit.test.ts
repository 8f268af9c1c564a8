// Dates as CVs write them, in English, French and Spanish, normalised to ISO 8601 at the precision given.
import { describe, expect, it } from 'vitest';
import { findDateRange, normaliseDate } from '../../src/documents/parsing/dates.ts';

describe('normaliseDate', () => {
  it.each([
    ['2019', '2019'],
    ['Jan 2019', '2019-01'],
    ['January 2019', '2019-01'],
    ['Dec, 2013', '2013-12'],
    ['janvier 2019', '2019-01'],
    ['févr. 2020', '2020-02'],
    ['enero de 2018', '2018-01'],
    ['01/2019', '2019-01'],
    ['2019-03', '2019-03'],
    ['15/01/2019', '2019-01-15'],
    ['2019-01-15', '2019-01-15'],
    ['Nov 01, 2014', '2014-11-01'],
  ])('%s -> %s', (raw, iso) => {
    expect(normaliseDate(raw)).toBe(iso);
  });

  it('refuses what is not a date', () => {
    for (const raw of ['13/2019', 'Python 3', '2019-13', 'hello']) expect(normaliseDate(raw)).toBeUndefined();
  });
});

describe('findDateRange', () => {
  it('reads ranges with dashes and words, and every way of saying "present"', () => {
    expect(findDateRange('Data Engineer, Jan 2020 - Present')).toMatchObject({
      startDate: '2020-01',
      ongoing: true,
    });
    expect(findDateRange('03/2016 – 12/2019')).toMatchObject({
      startDate: '2016-03',
      endDate: '2019-12',
      ongoing: false,
    });
    expect(findDateRange("Janvier 2019 – aujourd'hui · Lyon")).toMatchObject({
      startDate: '2019-01',
      ongoing: true,
    });
    expect(findDateRange('de 2018 à 2020')).toMatchObject({ startDate: '2018', endDate: '2020' });
    expect(findDateRange('desde marzo 2021')).toMatchObject({ startDate: '2021-03', ongoing: true });
    expect(findDateRange('2014 - 2016')).toMatchObject({ startDate: '2014', endDate: '2016' });
  });

  it('leaves a "from" word across a tab to the text beside the dates', () => {
    const text = 'Ingeniería at Universidad de\tJan 2011 - Jan 2013';
    expect(findDateRange(text)).toMatchObject({
      index: text.indexOf('Jan'),
      length: 'Jan 2011 - Jan 2013'.length,
    });
  });

  it('takes a single date as an end date and finds nothing in plain words', () => {
    expect(findDateRange('Graduated 2012')).toMatchObject({ endDate: '2012' });
    expect(findDateRange('Led a team of 4 engineers')).toBeUndefined();
  });
});
