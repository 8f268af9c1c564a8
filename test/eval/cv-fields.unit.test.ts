import { describe, expect, it } from 'vitest';
import { assign, FIELDS, type JsonResume, scoreCv, summarise } from '../../scripts/eval/cv-fields.ts';

const truth: JsonResume = {
  basics: {
    name: 'Dr. Lena Vasquez',
    email: 'lena.vasquez@example.com',
    phone: '(415) 555-0117',
    location: { city: 'San Francisco', region: 'California' },
    profiles: [
      { network: 'GitHub', username: 'lvasquez', url: 'https://github.com/lvasquez' },
      {
        network: 'LinkedIn',
        username: 'lena-vasquez-eng',
        url: 'https://www.linkedin.com/in/lena-vasquez-eng',
      },
    ],
  },
  work: [
    { name: 'Confluent', position: 'Staff Software Engineer', startDate: '2020-02-01' },
    { name: 'Dropbox', position: 'Senior Software Engineer', startDate: '2015-06-01', endDate: '2020-01-01' },
    { name: 'Société Générale', position: 'Développeuse', startDate: '2011', endDate: '2015' },
  ],
  education: [
    {
      institution: 'University of Texas at Austin',
      area: 'Computer Science',
      studyType: 'Ph.D.',
      startDate: '2006-09-01',
      endDate: '2011-05-01',
    },
  ],
  skills: [
    { name: 'Distributed Systems', keywords: ['Consensus', 'Replication'] },
    { name: 'Languages', keywords: ['Go', 'C++', 'Node.js'] },
  ],
  languages: [{ language: 'English' }, { language: 'Spanish' }],
};

const zero = { tp: 0, fp: 0, fn: 0 };

describe('scoreCv', () => {
  it('scores a perfect parse with no false positive or negative', () => {
    const counts = scoreCv(truth, structuredClone(truth));
    for (const field of FIELDS) {
      expect(counts[field].fp, field).toBe(0);
      expect(counts[field].fn, field).toBe(0);
    }
    expect(counts['basics.name'].tp).toBe(1);
    expect(counts['basics.profiles'].tp).toBe(2);
    expect(counts['work.name'].tp).toBe(3);
    expect(counts['work.endDate'].tp).toBe(3); // the ongoing job included
    expect(counts['education.studyType'].tp).toBe(1);
    expect(counts['skills.name'].tp).toBe(2);
    expect(counts['skills.keywords'].tp).toBe(5);
    expect(counts['skills.all'].tp).toBe(7);
    expect(counts['languages.language'].tp).toBe(2);
    const summary = summarise([counts]);
    expect(summary.all.precision).toBe(1);
    expect(summary.all.recall).toBe(1);
    expect(summary.all.f1).toBe(1);
  });

  it('normalises case, punctuation, diacritics, titles and phone formats', () => {
    const parsed: JsonResume = {
      basics: {
        name: 'LENA VASQUEZ',
        email: 'mailto:Lena.Vasquez@Example.com',
        phone: '+1 415.555.0117',
        location: { city: 'San Francisco, CA' },
        profiles: [{ url: 'github.com/lvasquez/' }, { username: '@lena-vasquez-eng' }],
      },
      work: [
        { name: 'CONFLUENT', position: 'staff software engineer', startDate: '2020-02', endDate: 'Present' },
        { name: 'Dropbox', position: 'Senior Software Engineer', startDate: '2015-06', endDate: '2020-01' },
        { name: 'Societe Generale', position: 'developpeuse', startDate: '2011-03', endDate: '2015-07' },
      ],
      skills: [
        { name: 'distributed-systems', keywords: ['consensus', 'replication', 'go', 'c++', 'NodeJS'] },
      ],
      languages: [{ language: 'english' }],
    };
    const counts = scoreCv(truth, parsed);
    for (const field of ['basics.name', 'basics.email', 'basics.phone', 'basics.location.city'] as const) {
      expect(counts[field], field).toEqual({ tp: 1, fp: 0, fn: 0 });
    }
    expect(counts['basics.profiles']).toEqual({ tp: 2, fp: 0, fn: 0 });
    for (const field of ['work.name', 'work.position', 'work.startDate', 'work.endDate'] as const) {
      expect(counts[field], field).toEqual({ tp: 3, fp: 0, fn: 0 });
    }
    expect(counts['skills.name']).toEqual({ tp: 1, fp: 0, fn: 1 });
    expect(counts['skills.keywords']).toEqual({ tp: 5, fp: 0, fn: 0 });
    expect(counts['languages.language']).toEqual({ tp: 1, fp: 0, fn: 1 });
    // education was not parsed at all: one fn per sub-field, no fp
    for (const field of ['institution', 'area', 'studyType', 'startDate', 'endDate']) {
      expect(counts[`education.${field}` as 'education.area'], field).toEqual({ tp: 0, fp: 0, fn: 1 });
    }
  });

  it('counts a missing field as a false negative and a wrong one as both', () => {
    const parsed = structuredClone(truth);
    delete parsed.basics!.phone;
    parsed.basics!.email = 'someone.else@example.com';
    delete parsed.basics!.location;
    const counts = scoreCv(truth, parsed);
    expect(counts['basics.phone']).toEqual({ tp: 0, fp: 0, fn: 1 });
    expect(counts['basics.email']).toEqual({ tp: 0, fp: 1, fn: 1 });
    expect(counts['basics.location.city']).toEqual({ tp: 0, fp: 0, fn: 1 });
    expect(counts['basics.name']).toEqual({ tp: 1, fp: 0, fn: 0 });
  });

  it('does not score a city the truth does not give, but does score other invented fields', () => {
    const bare: JsonResume = { basics: { name: 'Ann Lee' } };
    const counts = scoreCv(bare, {
      basics: { name: 'Ann Lee', phone: '555 0100 200', location: { city: 'Paris' } },
    });
    expect(counts['basics.location.city']).toEqual(zero);
    expect(counts['basics.phone']).toEqual({ tp: 0, fp: 1, fn: 0 });
  });

  it('compares dates at the precision the truth gives', () => {
    const t: JsonResume = {
      work: [
        { name: 'Pied Piper', position: 'CEO', startDate: '2013-12-01', endDate: '2014-12-01' },
        { name: 'Hooli', position: 'Engineer', startDate: '2010', endDate: '2012' },
      ],
    };
    const parsed: JsonResume = {
      work: [
        // year only where the truth gives a month: wrong precision, not a match
        { name: 'Pied Piper', position: 'CEO', startDate: '2013', endDate: '2014-11' },
        // a month where the truth gives a year: compared on the year
        { name: 'Hooli', position: 'Engineer', startDate: '2010-04', endDate: '2012-09-30' },
      ],
    };
    const counts = scoreCv(t, parsed);
    expect(counts['work.startDate']).toEqual({ tp: 1, fp: 1, fn: 1 });
    expect(counts['work.endDate']).toEqual({ tp: 1, fp: 1, fn: 1 });
    expect(counts['work.name']).toEqual({ tp: 2, fp: 0, fn: 0 });
  });

  it('treats a missing end date in the truth as ongoing', () => {
    const t: JsonResume = { work: [{ name: 'Area 52', position: 'Head Code Ninja', startDate: '2013-09' }] };
    const score = (endDate?: string) =>
      scoreCv(t, { work: [{ name: 'Area 52', position: 'Head Code Ninja', startDate: '2013-09', endDate }] })[
        'work.endDate'
      ];
    expect(score(undefined)).toEqual({ tp: 1, fp: 0, fn: 0 });
    expect(score('')).toEqual({ tp: 1, fp: 0, fn: 0 });
    expect(score('Present')).toEqual({ tp: 1, fp: 0, fn: 0 });
    expect(score("aujourd'hui")).toEqual({ tp: 1, fp: 0, fn: 0 });
    expect(score('2016-01')).toEqual({ tp: 0, fp: 1, fn: 1 });
    // and a dated end that the parser reports as ongoing is missed
    const dated: JsonResume = {
      work: [{ name: 'Hooli', position: 'Engineer', startDate: '2010', endDate: '2012' }],
    };
    expect(
      scoreCv(dated, {
        work: [{ name: 'Hooli', position: 'Engineer', startDate: '2010', endDate: 'present' }],
      })['work.endDate'],
    ).toEqual({ tp: 0, fp: 0, fn: 1 });
  });

  it('counts extra parsed entries as false positives and aligns entries in any order', () => {
    const parsed: JsonResume = {
      work: [
        { name: 'Heading: Experience', position: 'Responsibilities', startDate: '2019' },
        {
          name: 'Dropbox',
          position: 'Senior Software Engineer',
          startDate: '2015-06-01',
          endDate: '2020-01-01',
        },
        { name: 'Confluent', position: 'Staff Software Engineer', startDate: '2020-02-01' },
        { name: 'Société Générale', position: 'Développeuse', startDate: '2011', endDate: '2015' },
      ],
    };
    const counts = scoreCv({ work: truth.work }, parsed);
    expect(counts['work.name']).toEqual({ tp: 3, fp: 1, fn: 0 });
    expect(counts['work.position']).toEqual({ tp: 3, fp: 1, fn: 0 });
    expect(counts['work.startDate']).toEqual({ tp: 3, fp: 1, fn: 0 });
    // the extra entry has no end date: it claims none
    expect(counts['work.endDate']).toEqual({ tp: 3, fp: 0, fn: 0 });
    const summary = summarise([counts]);
    expect(summary['work.name'].precision).toBeCloseTo(0.75);
    expect(summary['work.name'].recall).toBe(1);
    expect(summary['work.name'].f1).toBeCloseTo(6 / 7);
  });

  it('keeps entries with nothing in common apart', () => {
    const t: JsonResume = { work: [{ name: 'Pied Piper', position: 'CEO', startDate: '2013' }] };
    const counts = scoreCv(t, { work: [{ name: 'Hooli', position: 'Engineer', startDate: '2016' }] });
    expect(counts['work.name']).toEqual({ tp: 0, fp: 1, fn: 1 });
    expect(counts['work.endDate']).toEqual({ tp: 0, fp: 0, fn: 1 });
  });

  it('gives credit in skills.all when the parser flattens skill groups', () => {
    const parsed: JsonResume = { skills: [{ name: 'Consensus' }, { name: 'Go' }, { name: 'C#' }] };
    const counts = scoreCv({ skills: truth.skills }, parsed);
    expect(counts['skills.name']).toEqual({ tp: 0, fp: 3, fn: 2 });
    expect(counts['skills.keywords']).toEqual({ tp: 0, fp: 0, fn: 5 });
    // C# is not C++
    expect(counts['skills.all']).toEqual({ tp: 2, fp: 1, fn: 5 });
  });

  it('scores an empty parse of an empty truth as nothing to do', () => {
    const summary = summarise([scoreCv({}, {})]);
    expect(summary.all).toEqual({ tp: 0, fp: 0, fn: 0, precision: 1, recall: 1, f1: 1 });
  });
});

describe('summarise', () => {
  it('adds counts over documents before dividing (micro-average)', () => {
    const a = scoreCv({ basics: { name: 'Ann Lee' } }, { basics: { name: 'Ann Lee' } });
    const b = scoreCv({ basics: { name: 'Bo Chen' } }, { basics: { name: 'Bob Chen' } });
    const c = scoreCv({ basics: { name: 'Cy Dee' } }, {});
    const summary = summarise([a, b, c]);
    expect(summary['basics.name']).toMatchObject({ tp: 1, fp: 1, fn: 2 });
    expect(summary['basics.name'].precision).toBeCloseTo(0.5);
    expect(summary['basics.name'].recall).toBeCloseTo(1 / 3);
    expect(summary['basics.name'].f1).toBeCloseTo(0.4);
  });
});

describe('assign', () => {
  it('finds the maximum-weight one-to-one assignment', () => {
    // greedy would take 0->0 (9) and leave 1->1 (1): total 10; the best is 0->1 + 1->0 = 8 + 8
    expect(
      assign([
        [9, 8],
        [8, 1],
      ]),
    ).toEqual([1, 0]);
    expect(assign([[1, 5, 2]])).toEqual([1]);
    expect(assign([[3], [7], [1]])).toEqual([-1, 0, -1]);
    expect(assign([])).toEqual([]);
  });
});
