// Streaming CSV reading for the official dumps: plain or gzip-compressed, header row, quoted fields
// spanning lines. Each record comes with its file and starting line, so a bad row can be named.
import { createReadStream } from 'node:fs';
import { basename } from 'node:path';
import { createGunzip } from 'node:zlib';
import { parse } from 'csv-parse';

export interface CsvRecord {
  file: string;
  line: number;
  values: Record<string, string>;
}

export class RowError extends Error {
  readonly file: string;
  readonly line: number;
  readonly reason: string;
  constructor(file: string, line: number, reason: string) {
    super(`${file}:${line}: ${reason}`);
    this.file = file;
    this.line = line;
    this.reason = reason;
  }
}

export interface CsvOptions {
  delimiter?: string;
  /** Called for rows whose field count differs from the header; they are skipped. */
  onMalformed: (error: RowError) => void;
}

export async function* readCsv(path: string, options: CsvOptions): AsyncGenerator<CsvRecord> {
  const file = basename(path);
  const raw = createReadStream(path);
  const input = path.endsWith('.gz') ? raw.pipe(createGunzip()) : raw;
  const parser = input.pipe(
    parse({
      columns: (header: string[]) => header.map((name) => name.trim()),
      bom: true,
      info: true,
      relax_column_count: true,
      relax_quotes: false,
      skip_empty_lines: true,
      delimiter: options.delimiter ?? ',',
      quote: options.delimiter === '\t' ? false : '"',
    }),
  );
  let nextLine = 2; // line 1 is the header
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: Record<string, string>;
      info: { lines: number; invalid_field_length: number };
    }>) {
      const line = nextLine;
      nextLine = info.lines + 1;
      if (info.invalid_field_length > 0) {
        options.onMalformed(new RowError(file, line, 'wrong number of fields for the header'));
        continue;
      }
      yield { file, line, values: record };
    }
  } catch (error) {
    const lines = (error as { lines?: number }).lines ?? nextLine;
    throw new RowError(file, lines, `unreadable CSV: ${(error as Error).message}`);
  }
}

/** ESCO packs label lists into one field, one label per line. */
export function splitLines(value: string | undefined): string[] {
  if (!value) return [];
  return [
    ...new Set(
      value
        .split(/\r?\n|\|/)
        .map((label) => label.trim())
        .filter(Boolean),
    ),
  ];
}
