// Reading the graph: a concept's full multilingual record, its neighbourhood, its prerequisite tree,
// an occupation's required skills. Answers are shaped for the caller's language and cached until
// the reference data changes.
import type { Executor } from '../db/executor.ts';
import { AppError, notFound } from '../http/errors.ts';
import type { GraphCache } from './cache.ts';
import { LANGUAGES, type Language, labelIn, localised } from './language.ts';
import { type ConceptKind, graphUri, KINDS_OF_SCHEME, parseReference, type Scheme } from './references.ts';

/** A concept as lists show it. */
export interface ConceptSummary {
  uri: string;
  id: string;
  label: string;
  framework: string | null;
  kind: ConceptKind;
}

type Props = Record<string, unknown> & { id: string; kind?: ConceptKind; framework?: string | null };

export function summarise(props: Props, language: Language, kind?: ConceptKind): ConceptSummary {
  const conceptKind = (kind ?? props.kind ?? 'Skill') as ConceptKind;
  return {
    uri: graphUri(conceptKind, props.id),
    id: props.id,
    label: labelIn(props, language),
    framework: props.framework ?? null,
    kind: conceptKind,
  };
}

/** Properties every loader writes for its own bookkeeping: not part of a public record. */
const INTERNAL = new Set([
  'embedding',
  'embedding_model',
  'embedding_text_hash',
  'seen_run',
  'title_keys_fr',
  'title_keys_en',
]);
const PER_LANGUAGE = /^(label|alt_labels|hidden_labels|description)_([a-z]{2})$/;

export interface ConceptRecord extends ConceptSummary {
  type: Scheme;
  language: Language;
  description: string | null;
  code: string | null;
  source_uri: string | null;
  source_version: string | null;
  status: string | null;
  retired_at: string | null;
  labels: Record<string, { preferred: string | null; alternative: string[]; hidden: string[] }>;
  descriptions: Record<string, string>;
  referentials: string[];
  broader: ConceptSummary[];
  attributes: Record<string, unknown>;
}

export class GraphRecords {
  private readonly executor: Executor;
  private readonly cache: GraphCache;

  constructor(executor: Executor, cache: GraphCache) {
    this.executor = executor;
    this.cache = cache;
  }

  /**
   * The id of the concept a caller's reference names, within a URI family (any family when none is
   * given); 404 when there is none.
   */
  async resolve(reference: string, scheme?: Scheme): Promise<{ id: string; kind: ConceptKind }> {
    const parsed = parseReference(reference);
    const kinds: readonly string[] = scheme ? KINDS_OF_SCHEME[scheme] : Object.values(KINDS_OF_SCHEME).flat();
    if (scheme && parsed.scheme && parsed.scheme !== scheme) throw missing(scheme, parsed.text);
    const rows = await this.cache.get(
      `resolve:${parsed.text}`,
      async () => ({
        rows: await this.executor.read<{ id: string; kind: ConceptKind }>('concept-resolve', {
          id: parsed.id,
          uri: parsed.uri,
          framework: parsed.framework,
          code: parsed.code,
        }),
      }),
      // Served stale only when it names a concept of the kinds asked: the load may have added one.
      (previous) => previous.rows.some((row) => kinds.includes(row.kind)),
    );
    const found = rows.rows.find((row) => kinds.includes(row.kind));
    if (!found) throw missing(scheme, parsed.text);
    return found;
  }

  /**
   * `resolve` for a list of references: when several are unknown, one 404 names them all (with
   * `details.references`), not whichever lookup failed first; a single unknown one is `resolve`'s 404.
   */
  async resolveAll(references: string[], scheme?: Scheme): Promise<{ id: string; kind: ConceptKind }[]> {
    const settled = await Promise.allSettled(references.map((reference) => this.resolve(reference, scheme)));
    const unknown = references.filter((_, index) => {
      const outcome = settled[index]!;
      return outcome.status === 'rejected' && (outcome.reason as { code?: string }).code === 'not_found';
    });
    if (unknown.length > 1)
      throw new AppError(
        'not_found',
        `The ${scheme ?? 'concept'}s ${unknown.map((reference) => JSON.stringify(reference.slice(0, 200))).join(', ')} were not found`,
        { references: unknown },
      );
    return settled.map((outcome) => {
      if (outcome.status === 'rejected') throw outcome.reason;
      return outcome.value;
    });
  }

  /** The URI family of a kind, for routes that accept any concept. */
  static schemeOf(kind: ConceptKind): Scheme {
    return kind === 'Occupation' || kind === 'OccupationGroup'
      ? 'occupation'
      : kind === 'Sector'
        ? 'sector'
        : 'skill';
  }

  async record(reference: string, scheme: Scheme, language: Language): Promise<ConceptRecord> {
    // Most callers name a graph id: read the record by it straight away (one query, not two), and
    // resolve the reference only when that finds nothing (a URI, a code, or another kind).
    const parsed = parseReference(reference);
    if (parsed.id && (!parsed.scheme || parsed.scheme === scheme)) {
      const direct = await this.cache.get(
        `record:${scheme}:${parsed.id}:${language}`,
        async () => ({ record: await this.readRecord(parsed.id as string, scheme, language) }),
        recordExists,
      );
      if (direct.record) return direct.record;
    }
    const { id } = await this.resolve(reference, scheme);
    const read = await this.cache.get(
      `record:${scheme}:${id}:${language}`,
      async () => ({ record: await this.readRecord(id, scheme, language) }),
      recordExists,
    );
    if (!read.record) throw missing(scheme, reference);
    return read.record;
  }

  private async readRecord(id: string, scheme: Scheme, language: Language): Promise<ConceptRecord | null> {
    const [row] = await this.executor.read<{
      concept: Props;
      kind: ConceptKind;
      broader: Props[];
      referentials: string[];
    }>('concept-record', { id, kinds: KINDS_OF_SCHEME[scheme] });
    return row ? shapeRecord(row.concept, row.kind, scheme, row.broader, row.referentials, language) : null;
  }

  async neighbours(reference: string, language: Language, limit: number) {
    const { id, kind } = await this.resolve(reference, 'skill');
    return this.cache.get(`neighbours:${id}:${language}:${limit}`, async () => {
      const [row] = await this.executor.read<Record<string, (Props & Record<string, unknown>)[]>>(
        'skill-neighbours',
        { id, limit },
      );
      const list = (items: (Props & Record<string, unknown>)[] = []) =>
        items.map((item) => ({
          ...summarise(item, language),
          relation: item['relation'] as string,
          ...(item['derived'] !== undefined && item['derived'] !== null
            ? { derived: item['derived'] as boolean, method: item['method'] as string | null }
            : {}),
          ...(item['direction'] ? { direction: item['direction'] as 'outgoing' | 'incoming' } : {}),
        }));
      return {
        skill: summarise({ id, kind } as Props, language, kind),
        prerequisites: list(row?.['prerequisites']),
        broader: list(row?.['broader']),
        narrower: list(row?.['narrower']),
        related: list(row?.['related']),
      };
    });
  }

  /**
   * The tree of prerequisites above a skill, `depth` levels deep. A node already on the path from the
   * root is shown once more with `cycle: true` and not expanded, so cycles cannot loop.
   */
  async prerequisites(reference: string, language: Language, depth: number) {
    const { id, kind } = await this.resolve(reference, 'skill');
    return this.cache.get(`prerequisites:${id}:${language}:${depth}`, async () => {
      const edges = await this.executor.read<{
        prerequisite: Props;
        of: string;
        derived: boolean | null;
        method: string | null;
      }>('prerequisite-edges', { id });
      const above = new Map<string, typeof edges>();
      for (const edge of edges) {
        const list = above.get(edge.of) ?? [];
        if (!list.some((e) => e.prerequisite.id === edge.prerequisite.id)) list.push(edge);
        above.set(edge.of, list);
      }
      interface TreeNode extends ConceptSummary {
        depth: number;
        derived?: boolean | null;
        method?: string | null;
        cycle?: boolean;
        prerequisites: TreeNode[];
      }
      let count = 0;
      const expand = (nodeId: string, level: number, path: Set<string>): TreeNode[] =>
        level > depth
          ? []
          : (above.get(nodeId) ?? []).map((edge) => {
              count++;
              const child = edge.prerequisite.id;
              const cycle = path.has(child);
              return {
                ...summarise(edge.prerequisite, language),
                depth: level,
                derived: edge.derived,
                method: edge.method,
                ...(cycle ? { cycle: true } : {}),
                prerequisites: cycle ? [] : expand(child, level + 1, new Set([...path, child])),
              };
            });
      const prerequisites = expand(id, 1, new Set([id]));
      return {
        skill: summarise({ id, kind } as Props, language, kind),
        depth,
        total: count,
        prerequisites,
      };
    });
  }

  async occupationSkills(reference: string, language: Language, relation: 'essential' | 'optional' | null) {
    const { id } = await this.resolve(reference, 'occupation');
    return this.cache.get(`occupation-skills:${id}:${language}:${relation}`, async () => {
      const [row] = await this.executor.read<{
        occupation: Props;
        skills: {
          skill: Props & { skill_type?: string };
          relation: 'essential' | 'optional';
          level: number | string | null;
          importance: number | null;
          emerging: boolean;
        }[];
      }>('occupation-skills', { id, relation });
      if (!row) throw missing('occupation', reference);
      return {
        occupation: summarise(row.occupation, language),
        skills: row.skills.map((item) => ({
          ...summarise(item.skill, language),
          skill_type: item.skill.skill_type ?? null,
          relation: item.relation,
          proficiency_level: item.level ?? null,
          importance: item.importance ?? null,
          emerging: item.emerging,
        })),
      };
    });
  }
}

function shapeRecord(
  props: Props,
  kind: ConceptKind,
  scheme: Scheme,
  broader: Props[],
  referentials: string[],
  language: Language,
): ConceptRecord {
  const labels: ConceptRecord['labels'] = {};
  const descriptions: Record<string, string> = {};
  const attributes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    const match = PER_LANGUAGE.exec(key);
    if (match) {
      const [, field, lang] = match as unknown as [string, string, string];
      if (field === 'description') {
        if (typeof value === 'string' && value) descriptions[lang] = value;
        continue;
      }
      labels[lang] ??= { preferred: null, alternative: [], hidden: [] };
      const entry = labels[lang];
      if (field === 'label') entry.preferred = (value as string) ?? null;
      else if (field === 'alt_labels') entry.alternative = (value as string[]) ?? [];
      else entry.hidden = (value as string[]) ?? [];
      continue;
    }
    if (INTERNAL.has(key) || value === null || value === undefined) continue;
    if (
      [
        'id',
        'framework',
        'code',
        'uri',
        'source_version',
        'status',
        'retired_at',
        'created_at',
        'updated_at',
      ].includes(key)
    )
      continue;
    attributes[key] = value;
  }
  const ordered = Object.fromEntries(
    Object.entries(labels).sort(
      ([a], [b]) => (LANGUAGES as readonly string[]).indexOf(a) - (LANGUAGES as readonly string[]).indexOf(b),
    ),
  );
  return {
    ...summarise(props, language, kind),
    type: scheme,
    language: localised(props, 'label', language).language ?? language,
    description: localised(props, 'description', language).value,
    code: (props['code'] as string) ?? null,
    source_uri: (props['uri'] as string) ?? null,
    source_version: (props['source_version'] as string) ?? null,
    status: (props['status'] as string) ?? null,
    retired_at: (props['retired_at'] as string) ?? null,
    labels: ordered,
    descriptions,
    referentials: [...new Set(referentials)],
    broader: broader.map((b) => summarise(b, language)),
    attributes,
  };
}

/** A cached record worth serving while it reloads after a load: one that exists (see GraphCache.get). */
const recordExists = (previous: { record: ConceptRecord | null }) => previous.record !== null;

const missing = (scheme: Scheme | undefined, reference: string) =>
  notFound(`The ${scheme ?? 'concept'} ${JSON.stringify(reference.slice(0, 200))}`);
