// Search for skills, occupations and sectors from whatever words a caller has: candidates come from the
// fulltext indexes of every language (typos allowed), exact framework codes and, when the embedding
// model is loaded, the kind's vector index; each candidate is then scored on how well the words match
// its labels (lexical) and how close its embedding is to the query's (semantic), and ranked.
import { type Executor, isMissingSearchIndex } from '../db/executor.ts';
import { searchIndexStatesOf } from '../db/search-index-states.ts';
import { eachYielding } from '../event-loop.ts';
import { GraphCache, notRemembered } from './cache.ts';
import { readJobTitle } from './job-titles.ts';
import { type ConceptNames, conceptNames, LabelMatcher, tokens } from './label-matcher.ts';
import type { Language } from './language.ts';
import { escapeLucene, luceneQuery, luceneWords } from './lucene.ts';
import { type ConceptKind, graphUri, typedCode } from './references.ts';

/** What search needs of the embedding model (src/embeddings). */
export interface QueryEmbedder {
  readonly id: string;
  embed(texts: string[], kind: 'query' | 'passage'): Promise<number[][]>;
}

export type SearchKind = 'Skill' | 'Occupation' | 'Sector';

const INDEXES: Record<SearchKind, { fulltext: string[]; vector: string | null }> = {
  Skill: { fulltext: ['skill_labels_en', 'skill_labels_fr', 'skill_labels_es'], vector: 'skill_embedding' },
  Occupation: {
    fulltext: ['occupation_labels_en', 'occupation_labels_fr', 'occupation_labels_es'],
    vector: 'occupation_embedding',
  },
  Sector: {
    fulltext: ['sector_labels_en', 'sector_labels_fr', 'sector_labels_es'],
    vector: 'sector_embedding',
  },
};

/** The fulltext index of framework codes (search-lexical's exact-code hits). */
const CODE_INDEX = 'concept_codes';

export interface SearchRequest {
  kind: SearchKind;
  q: string;
  limit: number;
  threshold: number;
  language: Language;
  frameworks?: string[] | undefined;
}

export interface SearchHit {
  uri: string;
  id: string;
  label: string;
  framework: string | null;
  kind: ConceptKind;
  code: string | null;
  confidence: number;
  /** Which signals found it: the words (lexical), the meaning (semantic), or both. */
  matched: 'lexical' | 'semantic' | 'both';
  /** The label (in any language) that matched the words best. */
  matched_label: string | null;
  referentials: string[];
}

interface Candidate {
  id: string;
  kind: ConceptKind;
  framework: string | null;
  code: string | null;
  lexical: number | null;
  cosine: number | null;
}

/** What a search process remembers of a concept: its names (search-names), the frameworks it reaches (concept-referentials). */
interface KnownConcept extends ConceptNames {
  referentials: string[];
}

/**
 * Nearest neighbours the kind's vector index is searched for: its search breadth (an HNSW search finds
 * the nearest ones more surely when asked for more).
 */
const NEIGHBOURS_SEARCHED = 40;
/**
 * Of those, the nearest by cosine kept as candidates: as many as the caller keeps, 20 at least, in tiers
 * (each tier ranked and cached on its own). Keeping 20 of the 40 ranked JobBERT validation titles (31.1%
 * / 50.9% / 0.399) and Decorte validation sentences and spans as keeping all 40 did, for 10-30% less API
 * CPU and a few per cent less Neo4j CPU per cold search over HTTP (BENCHMARKS.md "Cold search under
 * load"): fewer candidates to read and score. Lower in a list of 20, a neighbour whose label shares a
 * word with the query can differ.
 */
const neighboursKept = (limit: number) => (limit <= 20 ? 20 : limit <= 50 ? 50 : 100);
/**
 * Hits kept per fulltext index (one per language) before scoring. 20 rank as 40 did on every set
 * (validation: JobBERT titles 30.2% / 50.7% / 0.392, Decorte sentences and spans; the held-out labels'
 * "all" rows to the last digit), for 8-14% less CPU per cold search over HTTP (BENCHMARKS.md "Cold
 * search under load").
 */
const LEXICAL_KEEP = 20;
/**
 * Hits read per index when the caller keeps some frameworks only: the indexes cannot filter by
 * framework, and one framework can fill the top of an index (ROME's many French titles push ESCO's out
 * of the French index's first 40), so more are read, the others dropped, and the best LEXICAL_KEEP kept
 * (keeping all 200 cost the skill spans of Decorte et al. 2-3 points of RP@5: EVALUATION.md).
 */
const FILTERED_POOL = 200;
/** The most hits a search returns (the routes' largest `limit`). */
const MAX_HITS = 100;
/**
 * Searches of one call run together at most (searchAll): about the model's batch of queries (32), and
 * few enough that one call's reads do not queue far ahead of other callers' in Neo4j.
 */
const SEARCHES_AT_ONCE = 25;
/**
 * Concepts whose names a search process remembers (ConceptNames). A cold search's 40-160 candidates are
 * mostly concepts other searches met before; reading and normalising their names every time (an O*NET
 * or ROME occupation has up to a hundred) cost a cold occupation search about 3 ms of the API's CPU and
 * Neo4j the transfer (measured in-process: 10.8 -> 7.5 ms). Memory, measured: 5,600 occupations take
 * about 50 MB of heap; at this bound, after 3,000 occupation and 3,000 skill searches, the names held
 * about 49 MB. Every occupation and sector fits, with the skills in use.
 */
const NAMES_REMEMBERED = 12_000;
/** Concepts read per page when building a vocabulary (small: each page is decoded in one go). */
const VOCABULARY_PAGE = 500;
/**
 * Weight of meaning against wording when both are known, per kind. Occupations lean on meaning: their
 * vectors hold their every label (LABEL_SHARE in src/seeding/embed.ts), and job titles share words with
 * the wrong occupations more often than skills do ("Sales Engineer" is neither). Chosen on the JobBERT
 * validation titles (MRR 0.355 / 0.371 / 0.377 / 0.386 / 0.354 at 0.55 / 0.85 / 0.9 / 0.95 / 1); an
 * exact label still wins whatever the weight (see `confidence` below). EVALUATION.md "Search and title
 * normalisation".
 */
const SEMANTIC_WEIGHT: Record<SearchKind, number> = { Skill: 0.55, Occupation: 0.95, Sector: 0.55 };
/**
 * A skill query of this many words or more describes rather than names ("fixing water pipes in houses",
 * a posting's phrase or sentence): its words overlap the wrong labels ("water currents") more often than
 * they name the right one, so it leans on meaning as occupations do. Chosen on the Decorte validation
 * sentences and spans (skill search, ESCO only; MRR, TECH sentences / spans: 0.378 / 0.597 with 0.55 for
 * every query, 0.536 / 0.657 from 5 words at 0.95, 0.557 / 0.688 from 3 words at 0.95, 0.494 / 0.658
 * from 5 words at 1; HOUSE sentences 0.135 -> 0.420). EVALUATION.md "Skill search: long queries".
 */
const LONG_SKILL_QUERY_WORDS = 3;
const LONG_SKILL_QUERY_SEMANTIC_WEIGHT = 0.95;
/**
 * How well the words match an occupation of an ISCO-08 unit group whose title was typed: its own labels
 * may share no word with the group's title ("Legislators" holds "member of parliament"). Below an exact
 * label's 1, about a close spelling's; checked on the validation half of the unit groups (EVALUATION.md
 * "ISCO unit-group titles").
 */
const GROUP_TITLE_MATCH = 0.8;
/**
 * Weight of meaning when the words are a unit group's title: they are exact wording for each of the
 * group's occupations, which the occupation kind's weight would all but ignore (with it, an occupation of
 * the group came first for 87.6% of the validation groups instead of 92.2%).
 */
const GROUP_TITLE_SEMANTIC_WEIGHT = 0.55;

/** The stages of a search that is not cached, in the order they end (embedding and words overlap). */
export type SearchStage = 'embedding' | 'lexical' | 'candidates' | 'scoring';

export interface GraphSearchOptions {
  /** Told how long each stage of a ranked search took, in ms (benchmarks, metrics). */
  observe?: (stage: SearchStage, ms: number) => void;
}

/** A title key that ignores case, accents and a plural's final s: "Shop sales assistants" = "shop sale assistant". */
const groupTitleKey = (text: string) =>
  tokens(text)
    .map((word) => (word.length > 3 ? word.replace(/s$/, '') : word))
    .join(' ');

interface OccupationGroups {
  /** By title key: the group's title as written and its occupations (ids and element ids). */
  byTitle: Map<string, { title: string; ids: string[]; elements: string[] }>;
  /** By the group's 4-digit ISCO-08 code, the same. */
  byCode: Map<string, { title: string; ids: string[]; elements: string[] }>;
}

export class GraphSearch {
  private readonly executor: Executor;
  private readonly embedder: QueryEmbedder | undefined;
  private readonly cache: GraphCache | undefined;
  /** Each kind's vocabulary, rebuilt when data is loaded. */
  private readonly vocabularies: GraphCache;
  /** Concepts' names by id, read again when data is loaded. */
  private readonly names: GraphCache;
  private readonly observe: (stage: SearchStage, ms: number) => void;

  /** With a cache, the ranked hits of a query are remembered until the graph changes (GraphCache). */
  constructor(
    executor: Executor,
    embedder: QueryEmbedder | undefined,
    cache?: GraphCache,
    options: GraphSearchOptions = {},
  ) {
    this.executor = executor;
    this.embedder = embedder;
    this.cache = cache;
    // Words and names come from the loaded data alone: a load's vectors landing does not renew them.
    this.vocabularies = new GraphCache(executor, { max: 8, loadsOnly: true });
    this.names = new GraphCache(executor, { max: NAMES_REMEMBERED, loadsOnly: true });
    this.observe = options.observe ?? (() => {});
  }

  /**
   * The words of a kind's labels, lower-cased, every language (search-vocabulary): a word outside it is
   * probably mistyped and gets fuzzy variants; a word in it does not need them. Read once per graph
   * generation (about 2 s of reads and 1.3 s of CPU for the skills); the app builds them at start.
   */
  async vocabulary(kind: SearchKind): Promise<ReadonlySet<string>> {
    const { words } = await this.vocabularies.get(`vocabulary:${kind}`, () => this.readVocabulary(kind));
    return words;
  }

  /**
   * Builds the vocabularies and runs one search of each kind that is not remembered, so the first
   * searches after a start or a load do not pay for cold indexes, the model's first pass or the
   * vocabularies (measured: the first search after a restart took 7.5 s without this).
   */
  async warm(): Promise<void> {
    // Built for the graph as it is now, and waited for: after a load, `get` would return the previous
    // ones and rebuild them behind (GraphCache.current).
    await this.vocabularies.current('occupation-groups', () => this.readOccupationGroups());
    for (const kind of ['Skill', 'Occupation', 'Sector'] as const) {
      await this.vocabularies.current(`vocabulary:${kind}`, () => this.readVocabulary(kind));
      await this.rank(
        { kind, q: 'warm-up', limit: 1, threshold: 0, language: 'en' },
        null,
        neighboursKept(1),
      );
    }
  }

  /** ISCO-08 unit groups by title and by code (search-occupation-groups), once per graph generation. */
  private async readOccupationGroups(): Promise<OccupationGroups> {
    const rows = await this.executor.read<{
      code: string;
      titles: string[];
      members: { id: string; element: string }[];
    }>('search-occupation-groups');
    const byTitle: OccupationGroups['byTitle'] = new Map();
    const byCode: OccupationGroups['byCode'] = new Map();
    for (const { code, titles, members } of rows) {
      const ids = members.map((m) => m.id);
      const elements = members.map((m) => m.element);
      byCode.set(code, { title: titles[0] ?? code, ids, elements });
      for (const title of titles) {
        const key = groupTitleKey(title);
        // A title two groups share names neither.
        byTitle.set(key, byTitle.has(key) ? { title, ids: [], elements: [] } : { title, ids, elements });
      }
    }
    return { byTitle, byCode };
  }

  private async readNames(ids: string[]): Promise<Map<string, KnownConcept>> {
    const [rows, reached] = await Promise.all([
      this.executor.read<{ id: string; labels: Record<Language, string | null>; alternatives: string[] }>(
        'search-names',
        { ids },
      ),
      this.executor.read<{ id: string; referentials: string[] }>('concept-referentials', { ids }),
    ]);
    const referentials = new Map(reached.map((row) => [row.id, row.referentials]));
    return new Map(
      rows.map(({ id, labels, alternatives }) => [
        id,
        { ...conceptNames(labels, alternatives), referentials: referentials.get(id) ?? [] },
      ]),
    );
  }

  private async readVocabulary(kind: SearchKind) {
    const words = new Set<string>();
    // Pages of concepts, so no single read converts tens of thousands of rows in one go.
    for (let after = ''; ; ) {
      const rows = await this.executor.read<{ id: string; labels: string[] }>('search-vocabulary', {
        kind,
        after,
        limit: VOCABULARY_PAGE,
      });
      await eachYielding(rows, ({ labels }) => {
        for (const label of labels) for (const word of luceneWords(label)) words.add(word);
      });
      if (rows.length < VOCABULARY_PAGE) break;
      after = rows.at(-1)!.id;
    }
    return { words };
  }

  get semantic() {
    return Boolean(this.embedder);
  }

  /**
   * Many searches (a list of job titles, a workforce file's rows), SEARCHES_AT_ONCE at a time: their
   * queries share the model's passes (the queries waiting while one runs go through the next as one
   * batch) and Neo4j works on some while the API scores others. In order of the requests.
   */
  async searchAll(requests: SearchRequest[]): Promise<SearchHit[][]> {
    const answers: SearchHit[][] = [];
    for (let start = 0; start < requests.length; start += SEARCHES_AT_ONCE)
      answers.push(
        ...(await Promise.all(
          requests.slice(start, start + SEARCHES_AT_ONCE).map((request) => this.search(request)),
        )),
      );
    return answers;
  }

  async search(request: SearchRequest): Promise<SearchHit[]> {
    // Spaces, punctuation or emoji alone name nothing: their embedding is near some concept all the same
    // (a blank title came back as "Office and Administrative Support Workers, All Other" at 0.92).
    if (tokens(request.q).length === 0) return [];
    // Ranked without limit or threshold, so one entry serves every page size and threshold.
    const frameworks = request.frameworks?.length ? [...request.frameworks].sort() : null;
    const neighbours = frameworks ? FILTERED_POOL : neighboursKept(request.limit);
    const key = `search\u0000${request.kind}\u0000${request.language}\u0000${frameworks ?? ''}\u0000${neighbours}\u0000${request.q.trim()}`;
    const ranked = this.cache
      ? await this.cache.get(key, () => this.rank(request, frameworks, neighbours))
      : await this.rank(request, frameworks, neighbours);
    return ranked.filter((hit) => hit.confidence >= request.threshold).slice(0, request.limit);
  }

  private async rank(
    request: SearchRequest,
    frameworks: string[] | null,
    pool: number,
  ): Promise<SearchHit[]> {
    // An occupation is looked for by the title without what job boards add to it (src/graph/job-titles.ts):
    // its words as a label could hold them, its meaning without seniority either.
    const { title: q, occupation: meaning } =
      request.kind === 'Occupation' ? readJobTitle(request.q) : { title: request.q, occupation: request.q };
    // Only indexes that answer now: one a load is building would hold the search until it is built.
    // Without its vector index's neighbours, a query is still embedded to score the words' candidates.
    const indexes = INDEXES[request.kind];
    const states = searchIndexStatesOf(this.executor);
    const [fulltext, neighbours, codes] = await Promise.all([
      states.onlineOf(indexes.fulltext),
      indexes.vector ? states.online(indexes.vector) : false,
      states.online(CODE_INDEX),
    ]);
    // A code's embedding means nothing: a code is found by the code index (and an ISCO unit group's code
    // by the group's occupations, below), and its neighbours in meaning are left out ("M1805" brought
    // "Metal Workers and Plastic Workers, All Other" second at 0.91). A bare code's digits may also be
    // words of labels ("ISO 9001", "Office 365"): those are still looked up, as typed.
    const typed = typedCode(request.q);
    const byWords = typed === null || typed.framework === null;
    // Ranked without an index it has: given, not remembered (the next search asks again).
    let partial =
      (byWords && fulltext.length < indexes.fulltext.length) ||
      (typed !== null && !codes) ||
      Boolean(typed === null && this.embedder && indexes.vector && !neighbours);
    // A search does not wait for its vocabulary (seconds at start): until it is built, every word
    // gets fuzzy variants.
    const vocabulary = await this.vocabularies.ifReady(`vocabulary:${request.kind}`, () =>
      this.readVocabulary(request.kind),
    );
    // A code's words without typo variants ("m1805~1" found labels one edit away).
    const lucene = !byWords
      ? null
      : luceneQuery(q, typed === null ? vocabulary?.words : new Set(luceneWords(q)));
    const code = codes && typed ? escapeLucene(typed.code) : null;
    // A prefixed code is that framework's alone (nace:86 is not ROME's sector 86), within the caller's.
    const codeFrameworks = !typed?.framework
      ? frameworks
      : frameworks && !frameworks.includes(typed.framework)
        ? []
        : [typed.framework];
    const lexicalPool = frameworks ? FILTERED_POOL : LEXICAL_KEEP;
    const timed =
      <T>(stage: SearchStage, since: number) =>
      (value: T) => {
        this.observe(stage, performance.now() - since);
        return value;
      };
    // The words' candidates are fetched while the query is embedded (two processes, two cores).
    const started = performance.now();
    const [vector, lexical] = await Promise.all([
      this.embedder && indexes.vector && typed === null
        ? this.embedder
            .embed([meaning], 'query')
            .then(([embedded]) => embedded ?? null)
            .then(timed('embedding', started))
        : null,
      (lucene && fulltext.length) || code
        ? this.executor
            .read<{ node: string; lexical: number }>('search-lexical', {
              kind: request.kind,
              lucene,
              indexes: fulltext,
              code,
              pool: lexicalPool,
              keep: LEXICAL_KEEP,
              frameworks: codeFrameworks,
            })
            // An index dropped since this process last looked (src/db/search-index-states.ts): the
            // meaning alone finds the candidates.
            .catch((error: unknown) => {
              if (!isMissingSearchIndex(error)) throw error;
              partial = true;
              return [];
            })
            .then(timed('lexical', started))
        : [],
    ]);
    // Words that are an ISCO unit group's title, or its code, bring the group's occupations (graph
    // expansion).
    const groupsApply = request.kind === 'Occupation' && (!frameworks || frameworks.includes('ESCO'));
    const groups = groupsApply
      ? await this.vocabularies.ifReady('occupation-groups', () => this.readOccupationGroups())
      : undefined;
    // A group's title may hold a seniority word ("Senior government officials"): as typed first.
    const groupCode = typed && (typed.framework ?? 'ESCO') === 'ESCO' && /^\d{4}$/.test(typed.code);
    const group =
      groups?.byTitle.get(groupTitleKey(q)) ??
      groups?.byTitle.get(groupTitleKey(meaning)) ??
      (groupCode ? groups?.byCode.get(typed.code) : undefined);
    // A unit group's code asked before the groups are read: its occupations are missing, not absent.
    if (groupCode && groupsApply && !groups) partial = true;
    const members = new Set(group?.ids);
    const words = group ? [...lexical, ...group.elements.map((node) => ({ node, lexical: 0 }))] : lexical;
    if (words.length === 0 && !vector) return partial ? notRemembered([]) : [];
    const read = performance.now();
    const readCandidates = (vectorIndex: string | null) =>
      this.executor.read<Candidate & Record<string, unknown>>('search-candidates', {
        lexical: words,
        vectorIndex,
        vector,
        pool: frameworks ? pool : Math.max(NEIGHBOURS_SEARCHED, pool),
        keep: pool,
        frameworks,
      });
    // While a load builds the kind's vector index in one pass (src/seeding/search-indexes.ts), the
    // words' candidates are still found and scored by meaning; only the meaning's own are missing.
    const candidates = await readCandidates(vector && neighbours ? indexes.vector : null)
      .catch((error: unknown) => {
        if (!isMissingSearchIndex(error)) throw error;
        partial = true;
        return readCandidates(null);
      })
      .then(timed('candidates', read));
    const known = await this.names.getMany(
      candidates.map((candidate) => candidate.id),
      (ids) => this.readNames(ids),
    );
    const scoring = performance.now();
    const matcher = new LabelMatcher(q);
    // Names are compared with the meaning's words too when they differ (a title's seniority left out).
    const meaningMatcher = q === meaning ? null : new LabelMatcher(meaning);
    const weight = group
      ? GROUP_TITLE_SEMANTIC_WEIGHT
      : request.kind === 'Skill' && tokens(q).length >= LONG_SKILL_QUERY_WORDS
        ? LONG_SKILL_QUERY_SEMANTIC_WEIGHT
        : SEMANTIC_WEIGHT[request.kind];
    // A candidate whose names are gone (retired between the two reads) is left out.
    const named = candidates.filter((candidate) => known.has(candidate.id));
    const hits = named.map((candidate) => {
      const exactCode = (candidate.lexical ?? 0) >= 1000;
      const names = known.get(candidate.id)!;
      let best = matcher.bestName(names);
      const byMeaning = meaningMatcher?.bestName(names);
      if (byMeaning && byMeaning.score > best.score) best = byMeaning;
      if (members.has(candidate.id) && GROUP_TITLE_MATCH > best.score)
        best = { score: GROUP_TITLE_MATCH, label: group!.title, whole: false };
      const lexical = exactCode ? 1 : best.score;
      // Neo4j's cosine similarity is already scaled to 0..1.
      const semantic = candidate.cosine === null ? null : clamp(candidate.cosine);
      const blended = semantic === null ? lexical : weight * semantic + (1 - weight) * lexical;
      // An exact code, or a name in the very words typed (a preferred label or an alternative one: "Java
      // Developer" is one of O*NET Computer Programmers' titles), is as certain as search gets, whatever
      // the embedding says; several such hits keep meaning's order among them (`blended`, below).
      const confidence = exactCode || best.whole ? Math.max(blended, 0.98) : blended;
      // Words count when a name shares them, whichever index brought the candidate: an exact name the
      // fulltext pool left out and meaning found ("Nurse") is matched by its words too. An exact code is
      // found by its words, though no label holds them.
      const matched: SearchHit['matched'] =
        exactCode || best.score > 0 ? (semantic !== null ? 'both' : 'lexical') : 'semantic';
      const hit: SearchHit = {
        uri: graphUri(candidate.kind, candidate.id),
        id: candidate.id,
        label: pickLabel(names.labels, request.language) ?? candidate.id,
        framework: candidate.framework,
        kind: candidate.kind,
        code: candidate.code ?? null,
        confidence: Math.round(confidence * 10_000) / 10_000,
        matched,
        matched_label: best.label,
        referentials: [...names.referentials],
      };
      return { hit, blended };
    });
    const ranked = hits
      .sort(
        (a, b) =>
          b.hit.confidence - a.hit.confidence ||
          b.blended - a.blended ||
          a.hit.label.localeCompare(b.hit.label),
      )
      .slice(0, MAX_HITS)
      .map(({ hit }) => hit);
    this.observe('scoring', performance.now() - scoring);
    return partial ? notRemembered(ranked) : ranked;
  }
}

const pickLabel = (labels: Record<Language, string | null>, language: Language) =>
  labels[language] ?? labels.en ?? labels.fr ?? labels.es ?? null;

const clamp = (value: number) => Math.min(1, Math.max(0, value));
