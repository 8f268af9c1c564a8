// The parsers' word tables (src/documents/parsing/languages/): folded as the parsers compare them, one
// meaning per word once merged, and what they let the parsers read in each language: dates and the
// language a text is written in.
import { describe, expect, it } from 'vitest';
import { findDateRange, withoutRange } from '../../src/documents/parsing/dates.ts';
import {
  conflicts,
  FROM_WORDS,
  LANGUAGE_WORDS,
  MONTHS,
  ONGOING_WORDS,
  SETTLED_CONFLICTS,
  SINCE_WORDS,
  TO_WORDS,
} from '../../src/documents/parsing/languages/index.ts';
import { detectLanguage } from '../../src/documents/reading/text-language.ts';
import { fold, foldWithOffsets } from '../../src/fold.ts';

/** Every word of a table, wherever it stands in it (country names are the keys of `countries`). */
function wordsOf(table: object): string[] {
  return Object.entries(table).flatMap(([key, value]) =>
    key === 'countries'
      ? Object.keys(value)
      : typeof value === 'string'
        ? [value]
        : Array.isArray(value)
          ? value.flatMap((item) => (typeof item === 'string' ? [item] : wordsOf(item)))
          : wordsOf(value),
  );
}

describe('fold', () => {
  it('spells out the letters that carry no accent mark, for every caller', () => {
    expect(fold('Doświadczenie zawodowe')).toBe('doswiadczenie zawodowe');
    expect(fold('Biegły')).toBe('biegly');
    expect(fold('ŁÓDŹ')).toBe('lodz');
    expect(fold('fließend')).toBe('fliessend');
    expect(fold('FLIESSEND')).toBe('fliessend');
    expect(fold('Ørsted Æble Œuvre')).toBe('orsted aeble oeuvre');
  });

  it('says where each folded character came from, so what is found folded is cut from the original', () => {
    const text = 'Straße 5, Dez. 2019';
    const { folded, offsets } = foldWithOffsets(text);
    expect(folded).toBe('strasse 5, dez. 2019');
    const at = folded.indexOf('dez');
    expect(text.slice(offsets[at], offsets[folded.length])).toBe('Dez. 2019');
    // A decomposed accent (e + combining acute) is one folded letter from two characters.
    expect(foldWithOffsets('Cafe\u0301 2019').offsets).toEqual([0, 1, 2, 3, 5, 6, 7, 8, 9, 10]);
  });
});

describe('the word tables', () => {
  it('has the eight languages', () => {
    expect(Object.keys(LANGUAGE_WORDS)).toEqual(['en', 'fr', 'es', 'de', 'it', 'nl', 'pt', 'pl']);
  });

  it('holds every word folded, as the parsers compare them', () => {
    for (const [language, table] of Object.entries(LANGUAGE_WORDS)) {
      const unfolded = wordsOf(table).filter((word) => fold(word) !== word);
      expect(unfolded, language).toEqual([]);
    }
  });

  it('gives each month twelve lists of names', () => {
    for (const [language, table] of Object.entries(LANGUAGE_WORDS)) {
      expect(table.months, language).toHaveLength(12);
      for (const names of table.months) expect(names.length, language).toBeGreaterThan(0);
    }
  });

  it('merges without a word meaning two things, but for the conflicts settled on purpose', () => {
    const unsettled = conflicts().filter(
      (c) => !SETTLED_CONFLICTS.some((s) => s.lookup === c.lookup && s.word === c.word),
    );
    expect(unsettled).toEqual([]);
    // Shared words with one meaning are no conflict: "mar" is March in five languages.
    expect(MONTHS.get('mar')).toBe(3);
    expect(MONTHS.get('maj')).toBe(5);
    expect(MONTHS.get('mei')).toBe(5);
    expect(MONTHS.get('dez')).toBe(12);
    expect(MONTHS.get('out')).toBe(10);
  });

  it('keeps range words apart from months and ongoing words', () => {
    const rangeWords = new Set([...FROM_WORDS, ...TO_WORDS, ...SINCE_WORDS]);
    expect([...MONTHS.keys()].filter((m) => rangeWords.has(m))).toEqual([]);
    expect(ONGOING_WORDS.filter((w) => MONTHS.has(w) || rangeWords.has(w))).toEqual([]);
  });
});

describe('dates in each language', () => {
  it.each([
    ['en', 'Mar 2019 – Present', { startDate: '2019-03', ongoing: true }],
    ['fr', 'mars 2019 – aujourd’hui', { startDate: '2019-03', ongoing: true }],
    ['es', 'marzo de 2019 – actualidad', { startDate: '2019-03', ongoing: true }],
    ['de', 'März 2019 – heute', { startDate: '2019-03', ongoing: true }],
    ['de', 'Jan. 2019 – bis heute', { startDate: '2019-01', ongoing: true }],
    ['de', '03.2019 – heute', { startDate: '2019-03', ongoing: true }],
    ['de', 'Okt. 2016 bis Febr. 2019', { startDate: '2016-10', endDate: '2019-02', ongoing: false }],
    ['it', '03/2019 – oggi', { startDate: '2019-03', ongoing: true }],
    ['it', 'sett. 2015 – giu. 2018', { startDate: '2015-09', endDate: '2018-06', ongoing: false }],
    ['it', 'da marzo 2018 a luglio 2020', { startDate: '2018-03', endDate: '2020-07', ongoing: false }],
    ['nl', 'mrt 2019 - heden', { startDate: '2019-03', ongoing: true }],
    ['nl', 'van 2016 tot 2019', { startDate: '2016', endDate: '2019', ongoing: false }],
    ['nl', 'jan 2018 t/m okt 2019', { startDate: '2018-01', endDate: '2019-10', ongoing: false }],
    ['pt', 'mar 2019 – atual', { startDate: '2019-03', ongoing: true }],
    ['pt', 'out/2017 - até o momento', { startDate: '2017-10', ongoing: true }],
    [
      'pt',
      'setembro de 2015 a dezembro de 2018',
      { startDate: '2015-09', endDate: '2018-12', ongoing: false },
    ],
    ['pl', 'marzec 2019 – obecnie', { startDate: '2019-03', ongoing: true }],
    [
      'pl',
      'od stycznia 2018 do października 2019',
      { startDate: '2018-01', endDate: '2019-10', ongoing: false },
    ],
    ['pl', 'paź 2016 – do dziś', { startDate: '2016-10', ongoing: true }],
  ])('%s: %s', (_language, text, expected) => {
    expect(findDateRange(text)).toMatchObject(expected);
  });

  it.each([
    ['de', 'seit 2020', '2020'],
    ['de', 'seit März 2020', '2020-03'],
    ['it', 'dal 2018', '2018'],
    ['it', "dall'aprile 2019", '2019-04'],
    ['nl', 'sinds 2019', '2019'],
    ['pt', 'desde 2017', '2017'],
    ['pl', 'od 2021', '2021'],
  ])('%s: "%s" starts in %s and goes on', (_language, text, start) => {
    expect(findDateRange(text)).toEqual({ startDate: start, ongoing: true, index: 0, length: text.length });
  });

  it('reads a month glued to a title by the PDF, but no short abbreviation inside a word', () => {
    expect(findDateRange('University of Texas at Austinsept 2002 - mai 2006')).toMatchObject({
      startDate: '2002-09',
      endDate: '2006-05',
    });
    // "ago" (agosto), "set" (settembre), "ott" (ottobre), "out" (outubro).
    for (const text of [
      'Chicago 2019 – 2021',
      'Dataset 2019 - 2020',
      'Scott 2019 - 2020',
      'Checkout 2019 – 2020',
    ])
      expect(findDateRange(text), text).toMatchObject({ startDate: '2019' });
  });

  it('cuts the range from the original text, however folding changed its length', () => {
    const line = 'Großhandel GmbH, 03.2019 – heute';
    expect(withoutRange(line, findDateRange(line)!)).toBe('Großhandel GmbH');
  });

  it('reads short words as range words only between dates, and common words as no month', () => {
    for (const text of [
      'Led a team of 4 engineers',
      'Ich habe da 2 Jahre gearbeitet',
      'Haben Sie 10 Jahre Erfahrung',
      'Rolled out 15 features',
      'Praca w zespole od podstaw',
      'Formação de base do sistema',
    ])
      expect(findDateRange(text), text).toBeUndefined();
  });
});

describe('the language of a text', () => {
  it.each([
    ['en', 'Data engineer with eight years of experience in the design of pipelines for banks and insurers.'],
    [
      'fr',
      'Ingénieure des données avec huit ans d’expérience dans la conception de pipelines pour les banques.',
    ],
    ['es', 'Ingeniera de datos con ocho años de experiencia en el diseño de sistemas para los bancos.'],
    [
      'de',
      'Dateningenieurin mit acht Jahren Berufserfahrung in der Entwicklung von Datenplattformen für Banken.',
    ],
    ['it', 'Ingegnere dei dati con otto anni di esperienza nella progettazione di sistemi per le banche.'],
    [
      'nl',
      'Data-engineer met acht jaar ervaring in het ontwerpen van datapijplijnen voor banken en verzekeraars.',
    ],
    ['pt', 'Engenheira de dados com oito anos de experiência no desenvolvimento de sistemas para os bancos.'],
    [
      'pl',
      'Inżynier danych z ośmioletnim doświadczeniem w projektowaniu systemów dla banków i ubezpieczycieli.',
    ],
  ])('%s', (language, text) => {
    expect(detectLanguage(text)).toBe(language);
  });

  it('is English for a text with no function words', () => {
    expect(detectLanguage('Python, SQL, Docker')).toBe('en');
  });
});
