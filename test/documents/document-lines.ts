// Lines as the layout reader gives them, for the parser's unit tests.
import type { DocumentLine } from '../../src/documents/reading/layout.ts';

/** A line as the layout reader gives it: body type, no break before it, unless told otherwise. */
export const documentLine = (text: string, more: Partial<DocumentLine> = {}): DocumentLine => ({
  text,
  page: 1,
  heading: false,
  bullet: false,
  scale: 1,
  breakBefore: false,
  fill: 0.3,
  ...more,
});

/** A line set apart and larger, as a title or a section heading is. */
export const headingLine = (text: string, scale: number, more: Partial<DocumentLine> = {}): DocumentLine =>
  documentLine(text, { breakBefore: true, heading: true, scale, ...more });
