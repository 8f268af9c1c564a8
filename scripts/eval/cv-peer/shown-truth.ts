// The corpus manifest's `notShown` list applied to a truth document before scoring: values a theme does
// not print (profiles shown as icons only, a city a theme leaves out) and jobs and schools on pages a
// photo left out are taken out, dates too; dates printed without their month are cut to their year. Shared by
// scripts/eval/cv-peer/score.ts and scripts/eval/cv-parsing.ts, so both parsers are scored against the
// same facts.
import type { JsonResume } from '../cv-fields.ts';

/** The truth less the values the PDF does not show ("field: value" items of the manifest). */
export function shownTruth(truth: JsonResume, hidden: string[]): JsonResume {
  const out = structuredClone(truth);
  for (const item of hidden) {
    const at = item.indexOf(': ');
    const field = item.slice(0, at);
    const value = item.slice(at + 2);
    const basics = out.basics ?? {};
    if (field === 'basics.location.city' && basics.location) delete basics.location.city;
    else if (field === 'basics.profiles')
      basics.profiles = (basics.profiles ?? []).filter((p) => (p.username ?? p.url) !== value);
    else if (field === 'languages.language')
      out.languages = (out.languages ?? []).filter((l) => l.language !== value);
    else if (field.startsWith('basics.'))
      delete basics[field.slice('basics.'.length) as 'name' | 'email' | 'phone'];
    else if (field === 'skills.keywords')
      for (const skill of out.skills ?? [])
        skill.keywords = (skill.keywords ?? []).filter((k) => k !== value);
    else if (field === 'skills.name') {
      for (const skill of out.skills ?? []) if (skill.name === value) delete skill.name;
    } else if (/^(work|education)\.(startDate|endDate)(\.month)?$/.test(field)) {
      // a date not printed is taken out; one printed without its month (years only) is scored at its year
      const [section, date, month] = field.split('.') as [
        'work' | 'education',
        'startDate' | 'endDate',
        string?,
      ];
      for (const entry of out[section] ?? [])
        if (entry[date] === value) {
          if (month) entry[date] = value.slice(0, 4);
          else delete entry[date];
        }
    }
    // A work or education value a theme leaves out (a degree's area) is scored as it is; an entry
    // none of whose names is shown is taken out below.
  }
  // An entry none of whose names the document shows (on a page a photo left out) is taken out whole,
  // its dates with it.
  const hiddenValues = (field: string) =>
    new Set(
      hidden.filter((item) => item.startsWith(`${field}: `)).map((item) => item.slice(field.length + 2)),
    );
  const shown = <E extends Record<string, unknown>>(section: string, names: Array<keyof E & string>) => {
    const hiddenOf = new Map(names.map((name) => [name, hiddenValues(`${section}.${name}`)]));
    return (entry: E) => {
      const values = names.filter((name) => typeof entry[name] === 'string' && entry[name] !== '');
      return values.length === 0 || values.some((name) => !hiddenOf.get(name)!.has(entry[name] as string));
    };
  };
  if (out.work) out.work = out.work.filter(shown('work', ['name', 'position']));
  if (out.education)
    out.education = out.education.filter(shown('education', ['institution', 'area', 'studyType']));
  return out;
}
