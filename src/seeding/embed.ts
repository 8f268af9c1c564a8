// Embeddings of skills, occupations and sectors for the vector indexes (cypher/schema/0004, 0016):
// which concepts need one (none yet, another model, or a changed text), the short text each is made
// from, the shipped vectors (seeds/embeddings/) or batched embedding with progress, and the writes.
// Run after every load; repeats are no-ops.
import { createHash } from 'node:crypto';
import type { Executor } from '../db/executor.ts';
import type { Embedder } from '../embeddings/model.ts';
import { fillVectorIndexes, restoreSearchIndexes } from './search-indexes.ts';
import { readStoredVectors, type VectorSource } from './stored-vectors.ts';

/** Shipped vectors written per transaction (no model run: only the write's size bounds it). */
const STORED_BATCH = 1000;

/** The kinds search finds by meaning, each with its vector index (cypher/schema). */
export type EmbeddedKind = 'Skill' | 'Occupation' | 'Sector';

export interface EmbedOptions {
  executor: Executor;
  embedder: Pick<Embedder, 'id' | 'embed'> & { recipe?: string | undefined };
  /** Vectors to take instead of running the model; default the shipped ones, null for none. */
  stored?: VectorSource | null | undefined;
  /** Concepts embedded and written per transaction. */
  batchSize?: number | undefined;
  progress?: ((line: string) => void) | undefined;
  /** Embed at most this many (the rest wait for the next run): for trials and benchmarks. */
  limit?: number | undefined;
  /** Which kinds to embed; default all three. */
  kinds?: EmbeddedKind[] | undefined;
  /**
   * Write the vectors through the live vector indexes even when they hold few of this model's (default:
   * such an index is set aside and built in one pass after the shipped vectors). For benchmarks that
   * reproduce what writing through leaves.
   */
  throughLiveIndexes?: boolean | undefined;
}

export interface EmbedReport {
  model: string;
  /** Concepts looked at (every active skill and occupation). */
  concepts: number;
  /** Through the model. */
  embedded: number;
  /** Taken from the shipped vectors (same text, same model). */
  fromStore: number;
  /** Already embedded from the same text by the same model. */
  skipped: number;
  /** No label in any language: nothing to embed. */
  empty: number;
  /** Beyond `limit`: left for the next run. */
  deferred: number;
  /** Vector indexes dropped before the shipped vectors were written and built in one pass after them. */
  filled: string[];
  /** Vectors written through a live vector index (not into one filled in one pass). */
  writtenThrough: number;
  seconds: number;
  perSecond: number;
}

interface Candidate {
  id: string;
  kind: EmbeddedKind;
  framework: string | null;
  embedded: boolean;
  model: string | null;
  hash: string | null;
  texts: [string, string | string[]][];
}

/** Languages tried in this order for the label the text starts with; others follow alphabetically. */
const LANGUAGES = ['en', 'fr', 'es'];
const ALTERNATIVES = 2;
const DESCRIPTION_CHARS = 80;

/** The languages a concept has labels in: English, French, Spanish, then the others alphabetically. */
function languagesOf(values: Map<string, unknown>): string[] {
  const others = [...values.keys()]
    .filter((key) => key.startsWith('label_'))
    .map((key) => key.slice('label_'.length))
    .filter((language) => !LANGUAGES.includes(language))
    .sort();
  return [...LANGUAGES, ...others];
}

/**
 * The text a concept is embedded from, kept short (~30 tokens) because the model's cost grows with
 * tokens and the label should dominate: the preferred label in the first language that has one
 * (English, French, Spanish, then any), up to two alternative labels of that language, and the start
 * of the description's first sentence (80 characters, cut at a word), e.g.
 * "nursing care (patient care, care of patients). Provide care to patients in hospital wards".
 * The model is multilingual, so one language per concept is enough to be found from the others.
 */
export function conceptText(texts: Iterable<[string, string | string[]]>): string {
  const values = new Map(texts);
  const languages = languagesOf(values);
  const language = languages.find((code) => clean(values.get(`label_${code}`)));
  if (!language) return '';
  const label = clean(values.get(`label_${language}`));
  const seen = new Set([label.toLowerCase()]);
  const alternatives: string[] = [];
  const listed = values.get(`alt_labels_${language}`);
  for (const alternative of Array.isArray(listed) ? listed : []) {
    const text = clean(alternative);
    if (!text || seen.has(text.toLowerCase())) continue;
    seen.add(text.toLowerCase());
    alternatives.push(text);
    if (alternatives.length === ALTERNATIVES) break;
  }
  const description = firstSentence(
    clean(values.get(`description_${language}`)) ||
      clean(languages.map((code) => values.get(`description_${code}`)).find((d) => clean(d))),
  );
  return (
    label +
    (alternatives.length ? ` (${alternatives.join(', ')})` : '') +
    (description ? `. ${description}` : '')
  );
}

function clean(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '';
}

function firstSentence(text: string): string {
  const end = text.search(/[.!?](\s|$)/);
  const sentence = end >= 0 ? text.slice(0, end) : text;
  if (sentence.length <= DESCRIPTION_CHARS) return sentence;
  const cut = sentence.slice(0, DESCRIPTION_CHARS);
  const space = cut.lastIndexOf(' ');
  return space > DESCRIPTION_CHARS / 2 ? cut.slice(0, space) : cut;
}

/**
 * The share of a concept's vector that comes from its labels, per kind: the vector is (1 - share) x its
 * text's (conceptText, as a passage) + share x the mean of its labels' vectors, every preferred and
 * alternative label in every language embedded as a query is. People look concepts up by short names
 * (job titles, the phrases of a posting), which resemble the labels more than the description. Chosen on
 * validation splits (EVALUATION.md): occupations 0.8 with the JobBERT titles (MRR 0.349 -> 0.385 among
 * shares 0, 0.2, 0.4 of text), skills 0.5 with Decorte's spans and sentences (the vectors' own ranking of
 * ESCO skills, RP@5 of spans 68.8% -> 80.2%, of whole sentences 36.1% -> 51.4%, among 0.3 to 0.6).
 * Sectors keep their text's vector alone.
 */
export const LABEL_SHARE: Partial<Record<EmbeddedKind, number>> = { Occupation: 0.8, Skill: 0.5 };

/** Every label of a concept (preferred, then alternatives), language by language (languagesOf), once each. */
export function conceptLabels(texts: Iterable<[string, string | string[]]>): string[] {
  const values = new Map(texts);
  const languages = languagesOf(values);
  const seen = new Set<string>();
  const labels: string[] = [];
  for (const language of languages) {
    const listed = values.get(`alt_labels_${language}`);
    for (const label of [values.get(`label_${language}`), ...(Array.isArray(listed) ? listed : [])]) {
      const text = clean(label);
      if (!text || seen.has(text.toLowerCase())) continue;
      seen.add(text.toLowerCase());
      labels.push(text);
    }
  }
  return labels;
}

/** What a concept's vector is made of: its text, and its labels with their share (0: none). */
export interface ConceptRecipe {
  text: string;
  labels: string[];
  labelShare: number;
}

function recipeOf(kind: EmbeddedKind, texts: [string, string | string[]][]): ConceptRecipe {
  const text = conceptText(texts);
  const labelShare = (text && LABEL_SHARE[kind]) || 0;
  return { text, labels: labelShare ? conceptLabels(texts) : [], labelShare };
}

/** Names the recipe, so a concept embedded another way (text alone, another share) is embedded again. */
function recipeHash({ text, labels, labelShare }: ConceptRecipe): string {
  if (!text) return '';
  return textHash(labels.length ? `${text}\nlabels as queries x${labelShare}\n${labels.join('\n')}` : text);
}

/**
 * The vectors of concepts, one per recipe, unit length: the one place a concept's vector is computed
 * (loading, npm run build-vectors, the tests of the shipped vectors). Labels go through the model in
 * bulk, so user queries still go first.
 */
export async function conceptVectors(
  embedder: Pick<Embedder, 'embed'>,
  concepts: ConceptRecipe[],
): Promise<number[][]> {
  const passages = await embedder.embed(
    concepts.map((concept) => concept.text),
    'passage',
  );
  const labels = concepts.flatMap((concept) => concept.labels);
  const labelVectors = labels.length ? await embedder.embed(labels, 'query', { bulk: true }) : [];
  let at = 0;
  return concepts.map((concept, i) => {
    const passage = passages[i]!;
    if (!concept.labels.length) return passage;
    const mean = new Array<number>(passage.length).fill(0);
    for (const vector of labelVectors.slice(at, at + concept.labels.length))
      for (let d = 0; d < mean.length; d++) mean[d]! += vector[d]!;
    at += concept.labels.length;
    const meanNorm = Math.hypot(...mean) || 1;
    const blended = passage.map(
      (value, d) => (1 - concept.labelShare) * value + (concept.labelShare * mean[d]!) / meanNorm,
    );
    const norm = Math.hypot(...blended) || 1;
    return blended.map((value) => value / norm);
  });
}

export function textHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 32);
}

export interface ConceptToEmbed extends ConceptRecipe {
  id: string;
  kind: EmbeddedKind;
  framework: string | null;
  /** Empty for a concept without a label in any language. */
  text: string;
  /** Of the recipe: the text, and the labels with their share where the kind has some. */
  hash: string;
  /** What the node holds now. */
  embedded: boolean;
  model: string | null;
  storedHash: string | null;
}

/** Every active concept of the kinds asked, in id order, with the text it is embedded from. */
export async function* conceptsToEmbed(
  executor: Executor,
  kinds: EmbeddedKind[] = ['Skill', 'Occupation', 'Sector'],
  pageSize = 2000,
): AsyncGenerator<ConceptToEmbed> {
  let after = '';
  for (;;) {
    const page = await executor.read<Candidate & Record<string, unknown>>('embed-candidates', {
      after,
      limit: pageSize,
      kinds,
    });
    for (const candidate of page) {
      const recipe = recipeOf(candidate.kind, candidate.texts);
      yield {
        id: candidate.id,
        kind: candidate.kind,
        framework: candidate.framework,
        ...recipe,
        hash: recipeHash(recipe),
        embedded: candidate.embedded,
        model: candidate.model,
        storedHash: candidate.hash,
      };
    }
    if (page.length < pageSize) return;
    after = page.at(-1)!.id;
  }
}

/**
 * Embeds every active skill and occupation whose embedding is missing or stale. A concept whose text
 * and model match the vectors shipped in seeds/embeddings/ gets the shipped vector (no model run);
 * only the others go through the model.
 */
export async function embedConcepts(options: EmbedOptions): Promise<EmbedReport> {
  const { executor, embedder } = options;
  const batchSize = options.batchSize ?? 256;
  const limit = options.limit ?? Number.POSITIVE_INFINITY;
  const progress = options.progress ?? ((line: string) => process.stderr.write(`${line}\n`));
  const started = performance.now();
  const shipped = options.stored === null ? undefined : (options.stored ?? readStoredVectors());
  const stored = shipped?.madeBy(embedder) ? shipped : undefined;
  if (shipped && !stored)
    progress(
      `embeddings: the shipped vectors were not made by the installed ${embedder.id} ` +
        `(${embedder.recipe ?? 'unknown recipe'}): every concept goes through the model`,
    );
  const report: EmbedReport = {
    model: embedder.id,
    concepts: 0,
    embedded: 0,
    fromStore: 0,
    skipped: 0,
    empty: 0,
    deferred: 0,
    filled: [],
    writtenThrough: 0,
    seconds: 0,
    perSecond: 0,
  };
  // A kind whose vector index holds few of the vectors the shipped archive is about to write has its
  // index dropped before the writes and built in one pass after them (search-indexes.ts): written
  // through, the index would be left in many segments whose background merges stall the database when
  // the index is rebuilt. Meanwhile search finds that kind by words alone, as it did before its vectors.
  const filling =
    stored && !options.throughLiveIndexes
      ? await fillVectorIndexes(executor, options.kinds ?? ['Skill', 'Occupation', 'Sector'], embedder.id, {
          progress,
        })
      : { kinds: [], indexes: [] };
  report.filled = filling.indexes;
  const through = (rows: { kind: EmbeddedKind }[]) =>
    rows.filter((row) => !filling.kinds.includes(row.kind)).length;
  const rate = () => Math.round(report.embedded / ((performance.now() - started) / 1000) || 0);

  // One writer for both sources; the write of one batch overlaps the embedding of the next (Neo4j and
  // the model use different cores).
  let writing: Promise<unknown> = Promise.resolve();
  let lastReport = performance.now();
  type VectorRow = { id: string; kind: EmbeddedKind; hash: string; embedding: number[] };
  const write = async (rows: VectorRow[]) => {
    await writing;
    report.writtenThrough += through(rows);
    writing = executor.write('embed-write', {
      model: embedder.id,
      rows: rows.map(({ id, hash, embedding }) => ({ id, hash, embedding })),
    });
    // Handled here so a failure waits for the next await instead of being an unhandled rejection.
    writing.catch(() => {});
    if (performance.now() - lastReport > 2000) {
      lastReport = performance.now();
      progress(
        `embeddings: ${(report.fromStore + report.embedded).toLocaleString('en')} concepts written ` +
          `(${report.fromStore.toLocaleString('en')} shipped, ${report.embedded.toLocaleString('en')} embedded, ${rate()} per s)`,
      );
    }
  };

  let pending: ConceptToEmbed[] = [];
  const flush = async () => {
    const batch = pending;
    pending = [];
    if (!batch.length) return;
    const vectors = await conceptVectors(embedder, batch);
    report.embedded += batch.length;
    await write(
      batch.map((row, i) => ({ id: row.id, kind: row.kind, hash: row.hash, embedding: vectors[i]! })),
    );
  };
  let shippedRows: VectorRow[] = [];
  const flushShipped = async () => {
    const rows = shippedRows;
    shippedRows = [];
    if (!rows.length) return;
    report.fromStore += rows.length;
    await write(rows);
  };

  // While an index is set aside, the concepts that go through the model wait until it is back: the
  // model's pace (minutes to hours for a new release) must not keep it away.
  const throughModel: ConceptToEmbed[] = [];
  let queued = 0;
  try {
    for await (const concept of conceptsToEmbed(executor, options.kinds, Math.max(batchSize, 2000))) {
      report.concepts++;
      if (!concept.text) {
        report.empty++;
        continue;
      }
      if (concept.embedded && concept.model === embedder.id && concept.storedHash === concept.hash) {
        report.skipped++;
        continue;
      }
      if (queued >= limit) {
        report.deferred++;
        continue;
      }
      queued++;
      const vector = stored?.forText(concept.id, concept.hash);
      if (vector) {
        shippedRows.push({ id: concept.id, kind: concept.kind, hash: concept.hash, embedding: vector });
        if (shippedRows.length >= STORED_BATCH) await flushShipped();
        continue;
      }
      if (filling.indexes.length) {
        throughModel.push(concept);
        continue;
      }
      pending.push(concept);
      if (pending.length >= batchSize) await flush();
    }
    await flushShipped();
    await writing;
  } finally {
    // Also after a failure: a set-aside index left behind would keep its kind from search by meaning
    // (the next run restores it too: restoreSearchIndexes reads what was set aside).
    if (filling.indexes.length) await restoreSearchIndexes(executor, { progress });
  }
  for (const concept of throughModel) {
    pending.push(concept);
    if (pending.length >= batchSize) await flush();
  }
  await flush();
  await writing;

  report.seconds = Math.round((performance.now() - started) / 100) / 10;
  report.perSecond = rate();
  progress(
    `embeddings (${embedder.id}): ${report.fromStore.toLocaleString('en')} from the shipped vectors, ` +
      `${report.embedded.toLocaleString('en')} embedded, ${report.skipped.toLocaleString('en')} unchanged` +
      (report.empty ? `, ${report.empty} without a label` : '') +
      (report.deferred ? `, ${report.deferred.toLocaleString('en')} left for the next run` : '') +
      ` in ${report.seconds} s` +
      (report.embedded ? ` (${report.perSecond} per s through the model)` : ''),
  );
  return report;
}
