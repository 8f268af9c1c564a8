// Decisions of the OCR reader (src/documents/reading/ocr.ts): which way a page image is turned before
// text recognition (uprightTurn), from Tesseract's orientation detection and the image's shape, and which
// lines of a page's header strip were read surely enough to keep (readSurely).
import { describe, expect, it } from 'vitest';
import { readSurely, uprightTurn } from '../../src/documents/reading/ocr.ts';

const detected = (degrees: number, confidence: number) => ({
  orientation_degrees: degrees,
  orientation_confidence: confidence,
});

describe('uprightTurn', () => {
  it('turns a page the detection is sure of, whatever its shape', () => {
    expect(uprightTurn(detected(180, 6.1), 1900, 2408)).toBe(180);
    expect(uprightTurn(detected(90, 12.5), 1900, 2408)).toBe(90);
  });

  it('leaves a portrait page the detection is unsure of as it is', () => {
    expect(uprightTurn(detected(90, 1.4), 1900, 2408)).toBe(0);
    expect(uprightTurn(detected(180, 0.6), 1900, 2408)).toBe(0);
  });

  it('turns a landscape page a quarter the way the detection says, however unsure: a CV held sideways', () => {
    expect(uprightTurn(detected(90, 1.4), 2408, 1900)).toBe(90);
    expect(uprightTurn(detected(270, 0.4), 2408, 1900)).toBe(270);
  });

  it('leaves a landscape page upright when the detection finds it so, and when there is no detection', () => {
    expect(uprightTurn(detected(0, 9.4), 2408, 1900)).toBe(0);
    expect(uprightTurn(detected(180, 0.5), 2408, 1900)).toBe(0);
    expect(uprightTurn(undefined, 2408, 1900)).toBe(0);
  });
});

describe('readSurely', () => {
  const word = (text: string, confidence: number) => ({ text, confidence });

  it('keeps a name read surely beside a speck read as a sign', () => {
    expect(readSurely([word('/', 0), word('PATRICK', 93), word('MIRWALD', 92)])).toBe(true);
  });

  it('drops junk read from a page edge or a shadow, and a line of signs alone', () => {
    expect(readSurely([word('ll', 31), word('wee', 40), word('Ih', 55)])).toBe(false);
    expect(readSurely([word('/', 95), word('|', 90)])).toBe(false);
  });
});
