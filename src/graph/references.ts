// How callers name a concept, and how concepts are named back. A reference may be a graph URI
// (graph://skill/<id>, graph://occupation/<id>, graph://sector/<id>), a bare graph id, a framework's own
// URI (http://data.europa.eu/esco/...) or a framework code written `<framework>:<code>`
// (rome:M1805, onet:15-1252.00, isco:2512, esco:2512.4, ons:2134). Path parameters arrive URL-decoded.
import { AppError } from '../http/errors.ts';
import { looksLikeCode } from './lucene.ts';

export type ConceptKind = 'Skill' | 'Occupation' | 'SkillGroup' | 'OccupationGroup' | 'Sector';

/** The URI family a kind is addressed under: groups are skills or occupations of a broader level. */
const SCHEME_OF_KIND: Record<ConceptKind, 'skill' | 'occupation' | 'sector'> = {
  Skill: 'skill',
  SkillGroup: 'skill',
  Occupation: 'occupation',
  OccupationGroup: 'occupation',
  Sector: 'sector',
};

export const KINDS_OF_SCHEME = {
  skill: ['Skill', 'SkillGroup'],
  occupation: ['Occupation', 'OccupationGroup'],
  sector: ['Sector'],
} as const satisfies Record<string, readonly ConceptKind[]>;

export type Scheme = keyof typeof KINDS_OF_SCHEME;

export const graphUri = (kind: ConceptKind, id: string) => `graph://${SCHEME_OF_KIND[kind]}/${id}`;

/** Framework prefixes a caller may put before a code, and the framework they name. */
const FRAMEWORK_PREFIXES: Record<string, string> = {
  esco: 'ESCO',
  rome: 'ROME',
  onet: 'ONET',
  'o*net': 'ONET',
  ons: 'ONS',
  soc: 'ONS',
  kldb: 'KLDB',
  ssf: 'SSF',
  competent: 'COMPETENT',
  nace: 'NACE',
};

export interface ConceptReference {
  id: string | null;
  uri: string | null;
  framework: string | null;
  code: string | null;
  /** The URI family the caller named, when it used a graph URI. */
  scheme: Scheme | null;
  /** What the caller wrote, for messages. */
  text: string;
}

const GRAPH_URI = /^graph:\/\/(skill|occupation|sector)\/(.+)$/;
const ID = /^[A-Za-z0-9_.:-]{1,128}$/;

/**
 * What parseReference accepts, as the JSON Schema pattern the routes validate and document (a little
 * stricter: no surrounding spaces, no spaces inside a code), so that a client or a fuzzer generating
 * from the documents sends only references the service reads.
 */
export const REFERENCE_PATTERN = (() => {
  const id = '[A-Za-z0-9_.:-]{1,128}';
  const caseless = (word: string) =>
    [...word].map((c) => (/[a-z]/.test(c) ? `[${c}${c.toUpperCase()}]` : `\\${c}`)).join('');
  const prefixes = Object.keys(FRAMEWORK_PREFIXES).map(caseless).join('|');
  return `^(?:graph://(?:skill|occupation|sector)/${id}|https?://\\S+|(?:${prefixes}):\\S+|${id})$`;
})();

export function parseReference(raw: string): ConceptReference {
  const text = raw.trim();
  if (!text || text.length > 512)
    throw new AppError('validation_error', 'uri must be a graph URI, a graph id or a framework code', {
      fields: [{ field: 'uri', message: 'must be 1 to 512 characters' }],
    });
  const none = { id: null, uri: null, framework: null, code: null, scheme: null, text };
  const graph = GRAPH_URI.exec(text);
  if (graph) {
    const id = graph[2] as string;
    if (!ID.test(id)) throw invalid(text);
    return { ...none, id, scheme: graph[1] as Scheme };
  }
  if (/^https?:\/\//.test(text)) return { ...none, uri: text };
  const prefixed = /^([A-Za-z*]+):(.+)$/.exec(text);
  if (prefixed) {
    const framework = FRAMEWORK_PREFIXES[(prefixed[1] as string).toLowerCase()];
    const code = (prefixed[2] as string).trim();
    if (framework === 'ESCO' && isIsco(code)) return { ...none, id: `isco-${code}`, framework, code };
    if (framework === 'ROME' && /^[a-n]\d{4}$/i.test(code))
      return { ...none, id: `rome-${code.toUpperCase()}`, framework, code: code.toUpperCase() };
    // A NACE section is one capital letter (nace:Q), written either way as ROME's codes are.
    if (framework === 'NACE' && /^[a-z]$/i.test(code))
      return { ...none, framework, code: code.toUpperCase() };
    if (framework) return { ...none, id: ID.test(code) ? code : null, framework, code };
    if (prefixed[1]?.toLowerCase() === 'isco' && isIsco(code)) return { ...none, id: `isco-${code}` };
  }
  // A bare ROME code is common enough in French HR tools to be worth recognising.
  if (/^[A-N]\d{4}$/.test(text)) return { ...none, id: `rome-${text}`, framework: 'ROME', code: text };
  if (!ID.test(text)) throw invalid(text);
  return { ...none, id: text };
}

const isIsco = (code: string) => /^\d{1,4}$/.test(code);

/**
 * The framework code a search's text is, if it is one: bare (M1805, 15-1252.00, 2512), or written as a
 * reference (rome:M1805, isco:2512, nace:86), which says whose code it is (isco: ESCO's unit groups).
 */
export function typedCode(text: string): { code: string; framework: string | null } | null {
  const trimmed = text.trim();
  const prefixed = /^([A-Za-z*]+):\s*(\S+)$/.exec(trimmed);
  const prefix = prefixed?.[1]?.toLowerCase();
  const framework = prefix === 'isco' ? 'ESCO' : prefix ? (FRAMEWORK_PREFIXES[prefix] ?? null) : null;
  // ROME's codes are written in capitals; references take them either way (rome:m1805), as parseReference.
  const code = !framework ? trimmed : framework === 'ROME' ? prefixed![2]!.toUpperCase() : prefixed![2]!;
  // A NACE section is one letter (nace:Q): a code only after its prefix, since a bare letter is a word.
  if (framework === 'NACE' && /^[A-Za-z]$/.test(code)) return { code: code.toUpperCase(), framework };
  return looksLikeCode(code) ? { code, framework } : null;
}

const invalid = (text: string) =>
  new AppError('validation_error', `${JSON.stringify(text.slice(0, 80))} is not a concept reference`, {
    fields: [
      {
        field: 'uri',
        message: 'must be graph://skill/<id>, graph://occupation/<id>, a framework URI or <framework>:<code>',
      },
    ],
  });
