// What a CV parser got wrong in one document, for the parser engineer: the per-document failure list
// that scripts/eval/cv-parsing.ts prints for both of its corpora.
import type { FieldCounts, FieldName, JsonResume } from './cv-fields.ts';
import { textKey } from './cv-fields.ts';

const show = (value: unknown) => (value === undefined || value === '' ? '—' : JSON.stringify(value));
const keys = (items: Array<string | undefined>) =>
  new Map(
    items.filter((v): v is string => typeof v === 'string' && textKey(v) !== '').map((v) => [textKey(v), v]),
  );

function setDiff(
  label: string,
  truth: Array<string | undefined>,
  parsed: Array<string | undefined>,
): string[] {
  const t = keys(truth);
  const p = keys(parsed);
  const missed = [...t].filter(([k]) => !p.has(k)).map(([, v]) => v);
  const extra = [...p].filter(([k]) => !t.has(k)).map(([, v]) => v);
  const out: string[] = [];
  if (missed.length) out.push(`    ${label} missed (${missed.length}): ${missed.join(', ')}`);
  if (extra.length)
    out.push(
      `    ${label} extra (${extra.length}): ${extra.slice(0, 12).join(', ')}${extra.length > 12 ? ', ...' : ''}`,
    );
  return out;
}

const entryLine = (entry: Record<string, unknown>, fields: string[]) =>
  fields
    .map((f) => (typeof entry[f] === 'string' && entry[f] !== '' ? (entry[f] as string) : '—'))
    .join(' | ');

/** What one parser got wrong in one document: a line per field it missed or got wrong. */
export function failures(truth: JsonResume, parsed: JsonResume, counts: FieldCounts): string[] {
  const out: string[] = [];
  const bad = (field: FieldName) => counts[field].fn > 0 || counts[field].fp > 0;
  const tag = (field: FieldName) => `fn ${counts[field].fn}, fp ${counts[field].fp}`;
  const tb = truth.basics ?? {};
  const pb = parsed.basics ?? {};
  for (const [field, t, p] of [
    ['basics.name', tb.name, pb.name],
    ['basics.email', tb.email, pb.email],
    ['basics.phone', tb.phone, pb.phone],
    ['basics.location.city', tb.location?.city, pb.location ? JSON.stringify(pb.location) : undefined],
  ] as const)
    if (bad(field)) out.push(`  ${field}: truth ${show(t)}, parsed ${p ?? '—'}`);
  if (bad('basics.profiles'))
    out.push(
      `  basics.profiles (${tag('basics.profiles')}): truth ${(tb.profiles ?? []).map((p) => p.username ?? p.url).join(', ') || '—'}; parsed ${(pb.profiles ?? []).map((p) => p.url ?? p.username).join(', ') || '—'}`,
    );
  for (const [section, fields] of [
    ['work', ['name', 'position', 'startDate', 'endDate']],
    ['education', ['institution', 'area', 'studyType', 'startDate', 'endDate']],
  ] as const) {
    const wrong = fields.filter((f) => bad(`${section}.${f}` as FieldName));
    if (wrong.length === 0) continue;
    out.push(`  ${section}: ${wrong.map((f) => `${f} (${tag(`${section}.${f}` as FieldName)})`).join(', ')}`);
    const t = (truth[section] ?? []) as Array<Record<string, unknown>>;
    const p = (parsed[section] ?? []) as Array<Record<string, unknown>>;
    out.push(`    truth  [${fields.join(' | ')}]`);
    for (const entry of t) out.push(`      ${entryLine(entry, [...fields])}`);
    out.push(`    parsed (${p.length})`);
    for (const entry of p) out.push(`      ${entryLine(entry, [...fields])}`);
  }
  const skills = (r: JsonResume) => r.skills ?? [];
  if (bad('skills.name') || bad('skills.keywords') || bad('skills.all')) {
    out.push(
      `  skills: name ${tag('skills.name')}; keywords ${tag('skills.keywords')}; all ${tag('skills.all')}`,
    );
    const all = (r: JsonResume) => skills(r).flatMap((s) => [s.name, ...(s.keywords ?? [])]);
    out.push(...setDiff('skills (names and keywords)', all(truth), all(parsed)));
  }
  if (bad('languages.language'))
    out.push(
      ...setDiff(
        'languages',
        (truth.languages ?? []).map((l) => l.language),
        (parsed.languages ?? []).map((l) => l.language),
      ),
    );
  return out;
}
