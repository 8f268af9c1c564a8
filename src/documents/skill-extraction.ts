// Graph skills named or described in free text. Three sources of candidates:
//   1. names: every n-gram of the text looked up in a dictionary of all skill labels (preferred and
//      alternative, three languages), longest match first, so "project management" beats "management";
//   2. short items (a CV's skill list, a posting's requirement) that name no skill exactly go through
//      the graph search (fulltext with typos, and the vector index);
//   3. meaning: each sentence or bullet, and each of its phrases (phrases.ts: noun chunks, a verb with its
//      object), is embedded and the skill vector index gives its nearest skills; asked for candidates
//      under the default threshold, the skill search's own ranking of each sentence or bullet adds its
//      evidence to theirs.
// Candidates are then disambiguated (one name, several skills: the preferred framework, then preferred
// labels, then the skill more occupations require) and merged per skill with every span it came from.
import { type Executor, isMissingSearchIndex } from '../db/executor.ts';
import { searchIndexStatesOf } from '../db/search-index-states.ts';
import { eachYielding } from '../event-loop.ts';
import { fold } from '../fold.ts';
import type { GraphCache } from '../graph/cache.ts';
import { LANGUAGES, type Language, labelIn } from '../graph/language.ts';
import { graphUri } from '../graph/references.ts';
import type { GraphSearch, QueryEmbedder } from '../graph/search.ts';
import type { DocumentLanguage } from './parsing/languages/index.ts';
import { textPhrases } from './phrases.ts';
import { detectLanguage } from './reading/text-language.ts';

export interface TextSpan {
  start: number;
  end: number;
  text: string;
}

export interface ExtractedSkill {
  uri: string;
  id: string;
  label: string;
  framework: string;
  /** 0..1: an exact preferred name is near 1; a match by meaning is its calibrated similarity. */
  confidence: number;
  /** How it was found: its name (`name`), a close name (`search`) or the meaning of a passage (`semantic`). */
  method: 'name' | 'search' | 'semantic';
  spans: TextSpan[];
}

export interface ExtractOptions {
  /** The language of the labels answered. */
  language: Language;
  /** The language the text is written in; told from its words when not given. */
  textLanguage?: DocumentLanguage | undefined;
  /** Frameworks to draw skills from; null for all. Ambiguous names prefer the first. */
  frameworks: string[] | null;
  threshold: number;
  limit: number;
  /** Look for skills by meaning in sentences too (slower; needs the embedding model). */
  semantic: boolean;
  /** Short items to resolve one by one (a skills list), with their offsets in the text. */
  items?: TextSpan[];
}

export interface DictionaryEntry {
  id: string;
  framework: string;
  preferred: boolean;
  occupations: number;
}

export interface Dictionary {
  names: Map<string, DictionaryEntry[]>;
  longest: number;
}

export interface Token {
  word: string;
  start: number;
  end: number;
}

// Words that are skill names in some framework but mostly ordinary words in a CV or an offer.
const TOO_COMMON = new Set(
  (
    'work team teams management support sales service services design training ' +
    'communication planning research development marketing data office leadership writing reading teaching ' +
    'learning care cleaning driving cooking selling travel time quality safety security law health music art ' +
    'sport sports languages language business production operations engineering science history ' +
    'travail equipe gestion vente formation communication conception ' +
    'recherche developpement qualite securite sante musique trabajo equipo gestion ventas ' +
    'diseno formacion comunicacion investigacion desarrollo calidad seguridad salud'
  ).split(' '),
);

/** Words folded, with their character offsets in the original text; keeps C++, C#, .NET, Node.js. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(
    /[\p{L}\p{N}][\p{L}\p{N}'’]*(?:[.+#][\p{L}\p{N}+#]+)*[+#]*|\.[\p{L}]{2,}/gu,
  )) {
    tokens.push({
      word: fold(match[0]).replace(/’/g, "'"),
      start: match.index,
      end: match.index + match[0].length,
    });
  }
  return tokens;
}

const normalise = (label: string) =>
  tokenize(label)
    .map((t) => t.word)
    .join(' ');

/** Passages worth embedding: sentences and bullets of four words or more, some of them words. */
export function passages(text: string): TextSpan[] {
  const out: TextSpan[] = [];
  for (const match of text.matchAll(/[^\n.!?;•]+/gu)) {
    const raw = match[0];
    const trimmed = raw.trim();
    // Symbols alone ("*** --- ### ===") name nothing, but their embedding is near some skill all the same.
    if (trimmed.split(/\s+/).length < 4 || !/[\p{L}\p{N}]/u.test(trimmed)) continue;
    const start = match.index + raw.indexOf(trimmed);
    out.push({ start, end: start + trimmed.length, text: trimmed.slice(0, 400) });
  }
  return out;
}

export class SkillExtractor {
  private readonly executor: Executor;
  private readonly cache: GraphCache;
  private readonly search: GraphSearch;
  private readonly embedder: QueryEmbedder | undefined;

  constructor(
    executor: Executor,
    cache: GraphCache,
    search: GraphSearch,
    embedder: QueryEmbedder | undefined,
  ) {
    this.executor = executor;
    this.cache = cache;
    this.search = search;
    this.embedder = embedder;
  }

  get semantic() {
    return Boolean(this.embedder);
  }

  /** The dictionary of the graph as it is now, built before any text needs it (after a start or a load). */
  async warm() {
    await this.cache.current('documents:skill-dictionary', () => this.readDictionary());
  }

  async extract(text: string, options: ExtractOptions): Promise<ExtractedSkill[]> {
    const found = new Map<
      string,
      { confidence: number; method: ExtractedSkill['method']; spans: TextSpan[] }
    >();
    const add = (id: string, confidence: number, method: ExtractedSkill['method'], span: TextSpan) => {
      const current = found.get(id);
      if (!current) found.set(id, { confidence, method, spans: [span] });
      else {
        if (confidence > current.confidence) {
          current.confidence = confidence;
          current.method = method;
        }
        if (!current.spans.some((s) => s.start === span.start && s.end === span.end))
          current.spans.push(span);
      }
    };

    // 1. Names.
    const dictionary = await this.dictionary();
    const tokens = tokenize(text);
    const { matches, covered } = nameMatches(text, tokens, dictionary, options.frameworks);
    for (const match of matches) add(match.id, match.confidence, 'name', match.span);

    // 2. Short items that named nothing exactly.
    const unresolved = (options.items ?? []).filter((item) => {
      const inside = tokens
        .map((t, k) => (t.start >= item.start && t.end <= item.end ? k : -1))
        .filter((k) => k >= 0);
      return inside.length > 0 && inside.length <= 8 && !inside.some((k) => covered.has(k));
    });
    const searched = await this.search.searchAll(
      unresolved.slice(0, 100).map((item) => ({
        kind: 'Skill' as const,
        q: item.text,
        limit: 1,
        threshold: Math.max(options.threshold, 0.55),
        language: options.language,
        frameworks: options.frameworks ?? undefined,
      })),
    );
    searched.forEach(([hit], index) => {
      if (hit) add(hit.id, hit.confidence * 0.9, 'search', unresolved[index]!);
    });

    // A text in a language the graph has no labels in is found by meaning across languages, at lower
    // cosines for the same evidence (CROSS_LINGUAL_SHIFT).
    const written = options.textLanguage ?? detectLanguage(text);
    const shift = (LANGUAGES as readonly string[]).includes(written) ? 0 : CROSS_LINGUAL_SHIFT;

    // 3. Meaning: what the sentences and their phrases are near, and (for candidates under the default
    // threshold) how the skill search ranks each sentence; every piece of evidence for a skill is kept and
    // combined once, at the end.
    if (options.semantic && this.embedder) {
      const evidence = new Map<string, number[]>();
      const piece = (id: string, confidence: number, span: TextSpan) => {
        add(id, confidence, 'semantic', span);
        const pieces = evidence.get(id);
        if (pieces) pieces.push(confidence);
        else evidence.set(id, [confidence]);
      };
      const whole = passages(text).slice(0, 200);
      const spans = [...whole, ...(await textPhrases(text, 400))];
      // Not while a load builds the skill vector index: a query on it would wait until it is built.
      if (spans.length > 0 && (await searchIndexStatesOf(this.executor).online(SKILL_VECTOR_INDEX))) {
        const vectors = await this.embedder.embed(
          spans.map((s) => s.text),
          'query',
        );
        const rows = await this.executor
          .read<{ passage: number; id: string; cosine: number }>('skill-passages', {
            passages: vectors.map((vector, index) => ({ index, vector })),
            // Other frameworks' skills can crowd the nearest five when only some frameworks are wanted.
            k: options.frameworks ? 25 : 5,
            minimum: SEMANTIC_FLOOR,
            frameworks: options.frameworks,
          })
          // While a load builds the skill vector index in one pass, the words and the search find them.
          .catch((error: unknown) => {
            if (isMissingSearchIndex(error)) return [];
            throw error;
          });
        const perPassage = new Map<number, number>();
        for (const row of rows) {
          const kept = perPassage.get(row.passage) ?? 0;
          if (kept >= NEIGHBOURS_KEPT) continue;
          perPassage.set(row.passage, kept + 1);
          const weight = row.passage < whole.length ? 1 : PHRASE_WEIGHT;
          piece(row.id, calibrate(row.cosine + shift) * weight, spans[row.passage]!);
        }
      }
      // The search's pieces rank the candidates under the default threshold and never lift one across
      // it, so they are only asked for when the caller wants those (a skill at or above the threshold
      // keeps the confidence it has either way).
      if (options.threshold < DEFAULT_THRESHOLD) {
        const searched = whole.slice(0, SEARCHED_PASSAGES);
        const ranked = await this.search.searchAll(
          searched.map((passage) => ({
            kind: 'Skill' as const,
            q: passage.text,
            limit: SEARCHED_HITS,
            threshold: 0,
            language: options.language,
            frameworks: options.frameworks ?? undefined,
          })),
        );
        ranked.forEach((hits, index) => {
          for (const hit of hits)
            if ((found.get(hit.id)?.confidence ?? 0) < DEFAULT_THRESHOLD)
              piece(hit.id, SEARCH_WEIGHT * hit.confidence, searched[index]!);
        });
      }
      for (const [id, confidences] of evidence)
        if (confidences.length > 1) add(id, combined(confidences), 'semantic', found.get(id)!.spans[0]!);
    }

    const kept = rankFound(found, options.threshold, options.limit);
    const labels = await this.labels(kept.map(([id]) => id));
    return kept.map(([id, f]) => ({
      uri: graphUri('Skill', id),
      id,
      label: labels.has(id) ? labelIn(labels.get(id)!, options.language) : id,
      framework: labels.get(id)?.framework ?? '',
      confidence: Math.round(f.confidence * 1000) / 1000,
      method: f.method,
      spans: f.spans.sort((a, b) => a.start - b.start),
    }));
  }

  private async labels(ids: string[]) {
    if (ids.length === 0) return new Map<string, { id: string; framework: string }>();
    const rows = await this.executor.read<{ id: string; framework: string }>('skill-labels', { ids });
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** The name dictionary, built once per data generation (a reload rebuilds it). */
  private dictionary(): Promise<Dictionary> {
    return this.cache.get('documents:skill-dictionary', () => this.readDictionary());
  }

  private async readDictionary(): Promise<Dictionary> {
    return buildDictionary(await this.executor.read<DictionaryRow>('skill-dictionary'));
  }
}

/** The vector index skill-passages queries. */
const SKILL_VECTOR_INDEX = 'skill_embedding';
/**
 * Least cosine between a passage and a skill for the skill to be considered (the bundled model): 0.02
 * under SEMANTIC_MIDPOINT, where skills found by meaning are right about 5% of the time (EVALUATION.md,
 * Decorte et al. data).
 */
export const SEMANTIC_FLOOR = 0.89;
/** Skills kept per passage or phrase, nearest first. */
const NEIGHBOURS_KEPT = 3;
/**
 * A phrase is part of its sentence: the skills nearest to it count for half what a whole passage's
 * would, so that phrases alone never reach the default threshold (0.5) and rank candidates instead (on
 * Decorte's validation sentences a phrase's nearest skill was right 8% of the time at cosine 0.89-0.91,
 * a passage's 26%). Set with NEIGHBOURS_KEPT and SEMANTIC_MIDPOINT on that split (EVALUATION.md
 * "Sentences to ranked skills"): weights 0.5 to 1, 2 to 5 kept, midpoints 0.87 to 0.92.
 */
const PHRASE_WEIGHT = 0.5;
/**
 * The skill search's first SEARCHED_HITS for a whole passage (its words and its meaning, as
 * `GET /v1/search/skill` ranks them) are each one more piece of evidence of SEARCH_WEIGHT x the hit's
 * confidence for a candidate under the default threshold, combined with what the passage's neighbours
 * and names gave it: a candidate both find rises, and skills the three nearest missed are proposed. A
 * piece is at most 0.4, so it never carries a skill across the threshold, even a search's certain hit
 * on a one-word alternative name (0.45 by its name). Set on Decorte's validation sentences (weights
 * 0.3-0.5, 5-20 hits; EVALUATION.md "The skill search's ranking of a sentence as evidence").
 * SEARCHED_PASSAGES bounds the searches a long document costs (one each).
 */
const SEARCH_WEIGHT = 0.4;
const SEARCHED_HITS = 10;
const SEARCHED_PASSAGES = 50;

/** The confidence at and above which a skill is taken as found unless the caller says otherwise. */
export const DEFAULT_THRESHOLD = 0.5;

/**
 * Several passages or phrases of a text near the same skill are more evidence for it than the nearest
 * alone: their confidences combine as independent evidence (1 - the product of 1 - each). Combining
 * ranks candidates but does not carry a skill across the default threshold that none of its pieces of
 * evidence reached alone (it stays just under, as returned with three decimals, in the order of the
 * evidence: a shared 0.499 left a sixth of the first ten of a sentence's skills tied on Decorte's test
 * sentences), so what the default threshold keeps is what the strongest evidence says, as calibrated.
 * Measured on Decorte's validation sentences (EVALUATION.md "Sentences to ranked skills"): TECH MRR
 * 0.617 -> 0.660, HOUSE 0.529 -> 0.566, precision and recall at the default threshold unchanged.
 */
export function combined(confidences: number[]): number {
  const fused = 1 - confidences.reduce((rest, confidence) => rest * (1 - confidence), 1);
  if (Math.max(...confidences) >= DEFAULT_THRESHOLD || fused < DEFAULT_THRESHOLD - 0.001) return fused;
  // Held just under the threshold, in the order of the evidence (ties would lose the ranking).
  return DEFAULT_THRESHOLD - 0.001 - (1 - fused) / 1000;
}

/**
 * The cosine a skill found by meaning needs for confidence 0.5 (the default threshold), set on Decorte's
 * validation sentences for the bundled model. A model's cosines mean what its training made them mean, so
 * this is chosen again whenever the model changes (`scripts/eval/skills.ts --split validation
 * --semantic-midpoint m --semantic-floor m-0.02`): for multilingual-e5-small-skills-q8, fine-tuned on
 * ESCO's skills, 0.91 (F1 at the default threshold 0.365, ranking as good as at 0.89-0.90; 0.89 kept
 * the ranking but let through 40% more skills at 0.5, F1 0.322); 0.89 was the 4-bit stock model's.
 * (EVALUATION.md "The fine-tuned encoder bundled".)
 */
export const SEMANTIC_MIDPOINT = 0.91;
/** Confidence per unit of cosine above or below the midpoint. */
export const SEMANTIC_SLOPE = 11.25;

/**
 * What a language without labels in the graph (German, Italian, Dutch, Portuguese, Polish with the
 * bundled data) adds to its cosines before calibration: the same evidence read across languages by the
 * multilingual model comes out lower. Measured on the Flemish VDAB competences, the same 196 terms in
 * Dutch (no labels) and French (labels): the nearest skill's cosine, when right, has a median of 0.918
 * in Dutch and 0.939 in French; when wrong, 0.899 and 0.915. Chosen on the Dutch terms so that what the
 * default threshold keeps is right as often as for the same terms in French (21%; 0.01: 24%, and 43% of
 * the terms with nothing against 40% in French; 0.02: 32% with nothing); German terms, never tuned on,
 * move little (EVALUATION.md "Skills named in other languages").
 */
export const CROSS_LINGUAL_SHIFT = 0.02;

/** Cosine -> confidence: the midpoint maps to 0.5 (the default threshold), 0.95 from 0.04 above it. */
export const calibrate = (cosine: number) =>
  Math.max(0, Math.min(0.95, 0.5 + (cosine - SEMANTIC_MIDPOINT) * SEMANTIC_SLOPE));

/** A row of the skill-dictionary query: a skill's names in every language and how many occupations need it. */
export type DictionaryRow = {
  id: string;
  framework: string;
  preferred: (string | null)[];
  alternatives: string[];
  occupations: number;
};

/** Every name of every skill, normalised, to the skills it names (several skills may share a name). */
export async function buildDictionary(rows: DictionaryRow[]): Promise<Dictionary> {
  const names = new Map<string, DictionaryEntry[]>();
  let longest = 1;
  const put = (label: string, entry: DictionaryEntry) => {
    // "Python (computer programming)" is also found as "Python".
    for (const variant of new Set([label, label.replace(/\s*\([^)]*\)\s*/g, ' ').trim()])) {
      const key = normalise(variant);
      if (!key || key.length > 80) continue;
      const words = key.split(' ').length;
      if (words > 8) continue;
      longest = Math.max(longest, words);
      const list = names.get(key);
      if (!list) names.set(key, [entry]);
      else if (!list.some((e) => e.id === entry.id)) list.push(entry);
      else if (entry.preferred) for (const e of list) if (e.id === entry.id) e.preferred = true;
    }
  };
  await eachYielding(rows, (row) => {
    for (const label of row.preferred)
      if (label)
        put(label, {
          id: row.id,
          framework: row.framework,
          preferred: true,
          occupations: row.occupations,
        });
    for (const label of row.alternatives)
      put(label, {
        id: row.id,
        framework: row.framework,
        preferred: false,
        occupations: row.occupations,
      });
  });
  return { names, longest };
}

/** Which of several skills a name means: the preferred framework, then a preferred name, then the more required. */
export function chooseEntry(
  entries: DictionaryEntry[],
  frameworks: string[] | null,
): DictionaryEntry | undefined {
  const allowed = frameworks ? entries.filter((e) => frameworks.includes(e.framework)) : entries;
  const rank = (e: DictionaryEntry) =>
    frameworks ? frameworks.indexOf(e.framework) : e.framework === 'ESCO' ? 0 : 1;
  return [...allowed].sort(
    (a, b) => rank(a) - rank(b) || Number(b.preferred) - Number(a.preferred) || b.occupations - a.occupations,
  )[0];
}

/**
 * Skills named in the text: at each word the longest name of the dictionary that starts there (never
 * across a line or a list separator), so "project management" beats "management". Also which tokens
 * the names cover (items they cover need no search).
 */
export function nameMatches(
  text: string,
  tokens: Token[],
  dictionary: Dictionary,
  frameworks: string[] | null,
): { matches: { id: string; confidence: number; span: TextSpan }[]; covered: Set<number> } {
  const matches: { id: string; confidence: number; span: TextSpan }[] = [];
  const covered = new Set<number>();
  for (let i = 0; i < tokens.length; i++) {
    for (let n = Math.min(dictionary.longest, tokens.length - i); n >= 1; n--) {
      const words = tokens.slice(i, i + n);
      if (n > 1 && /[\n,;|•]/.test(text.slice(words[0]!.end, words.at(-1)!.start))) continue;
      const key = words.map((t) => t.word).join(' ');
      const entries = dictionary.names.get(key);
      if (!entries) continue;
      if (n === 1 && (key.length < 2 || /^\d+$/.test(key))) continue;
      const choice = chooseEntry(entries, frameworks);
      if (!choice) continue;
      // A common word names a skill only when the text says so of the skill it is the name of
      // ("communication skills"), not of one it is an alternative name for ("security skills": securities).
      if (n === 1 && TOO_COMMON.has(key) && !(choice.preferred && namedAsSkill(text, tokens, i))) continue;
      const span = {
        start: words[0]!.start,
        end: words.at(-1)!.end,
        text: text.slice(words[0]!.start, words.at(-1)!.end),
      };
      matches.push({ id: choice.id, confidence: nameConfidence(choice.preferred, n), span });
      for (let k = i; k < i + n; k++) covered.add(k);
      i += n - 1;
      break;
    }
  }
  return { matches, covered };
}

/**
 * A common word said to be a skill, in one clause: "communication skills", or first of a pair that is
 * ("communication and presentation skills", "communication & interpersonal skills").
 */
function namedAsSkill(text: string, tokens: Token[], i: number): boolean {
  const word = tokens[i]!;
  const last = [1, 2, 3, 4]
    .map((step) => i + step)
    .find((k) => tokens[k]?.word === 'skills' || tokens[k]?.word === 'skill');
  if (last === undefined || /[\n,;|•]/.test(text.slice(word.end, tokens[last]!.start))) return false;
  const next = tokens[i + 1]!;
  const paired = ['and', 'or'].includes(next.word) || /[&/]/.test(text.slice(word.end, next.start));
  return last === i + 1 || paired;
}

/**
 * How sure a skill named in the text is, by its name: a preferred label 0.9, an alternative one 0.8, and
 * 0.03 more for each word after the first. Longer names are surer. A one-word alternative name ("it",
 * "agile") is right about 7% of the time (EVALUATION.md): 0.45, below the default threshold, available to
 * callers who lower it.
 */
export const nameConfidence = (preferred: boolean, words: number) =>
  Math.min(0.99, (preferred ? 0.9 : 0.8) + 0.03 * (words - 1) - (words === 1 && !preferred ? 0.35 : 0));

/** The skills kept: at least `threshold`, surest first, then in the order the text names them; `limit` at most. */
export function rankFound<T extends { confidence: number; spans: TextSpan[] }>(
  found: Map<string, T>,
  threshold: number,
  limit: number,
): [string, T][] {
  return [...found.entries()]
    .filter(([, f]) => f.confidence >= threshold)
    .sort((a, b) => b[1].confidence - a[1].confidence || a[1].spans[0]!.start - b[1].spans[0]!.start)
    .slice(0, limit);
}
