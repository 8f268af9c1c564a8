// Search playground: skills, occupations or sectors, in English, French or Spanish, each hit marked by
// how it was found (its words, its meaning, or both: the `matched` field of the search routes).
import { useState } from 'preact/hooks';
import { api } from '../api.ts';
import { conceptHref, Failure, percent } from '../ui.tsx';

interface Hit {
  uri: string;
  label: string;
  framework: string | null;
  kind: string;
  code: string | null;
  confidence: number;
  matched: 'lexical' | 'semantic' | 'both';
  matched_label: string | null;
}

const KINDS = { skill: 'skills', occupation: 'occupations', sector: 'sectors' } as const;
type Kind = keyof typeof KINDS;
const FOUND_BY = { lexical: 'words', semantic: 'meaning', both: 'words and meaning' } as const;

export function SearchPage() {
  const [kind, setKind] = useState<Kind>('skill');
  const [hits, setHits] = useState<Hit[] | null>(null);
  const [semantic, setSemantic] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const search = async (event: Event) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget as HTMLFormElement);
    const chosen = String(form.get('kind')) as Kind;
    setBusy(true);
    setError(null);
    try {
      const body = await api<Record<string, unknown>>(`/v1/search/${chosen}`, {
        query: {
          q: String(form.get('q')),
          lang: String(form.get('lang')),
          framework: String(form.get('framework') || '') || undefined,
          limit: 20,
        },
      });
      setKind(chosen);
      setSemantic(body['semantic'] as boolean);
      setHits(body[KINDS[chosen]] as Hit[]);
    } catch (caught) {
      setError(caught);
      setHits(null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <h1>Search</h1>
      <form onSubmit={search} aria-label="Search the graph" class="search-form">
        <label>
          Search for
          <select name="kind" defaultValue="skill">
            <option value="skill">Skills</option>
            <option value="occupation">Occupations</option>
            <option value="sector">Sectors</option>
          </select>
        </label>
        <label class="grow">
          Words or a sentence
          <input name="q" type="search" required maxLength={200} placeholder="e.g. machine learning" />
        </label>
        <label>
          Language
          <select name="lang" defaultValue="en">
            <option value="en">English</option>
            <option value="fr">Français</option>
            <option value="es">Español</option>
          </select>
        </label>
        <label>
          Framework
          <select name="framework" defaultValue="">
            <option value="">Any</option>
            {['ESCO', 'ROME', 'ONET', 'ONS', 'NACE'].map((framework) => (
              <option key={framework} value={framework}>
                {framework}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" disabled={busy}>
          Search
        </button>
      </form>
      {error ? <Failure error={error} /> : null}
      {hits ? (
        <section aria-live="polite" aria-label="Results">
          <p class="muted">
            {hits.length} {KINDS[kind]}
            {semantic ? '' : ' (words only: the embedding model did not take part)'}
          </p>
          <ol class="hits" data-testid="hits">
            {hits.map((hit) => (
              <li key={hit.uri}>
                <a href={conceptHref(hit.uri)}>{hit.label}</a>{' '}
                <span class="muted">
                  {hit.framework ?? ''} {hit.code ?? ''}
                </span>{' '}
                <span class={`badge ${hit.matched}`} title="How this hit was found">
                  {FOUND_BY[hit.matched]}
                </span>{' '}
                <span class="score">{percent(hit.confidence)}</span>
                {hit.matched_label && hit.matched_label !== hit.label ? (
                  <span class="muted"> — matched “{hit.matched_label}”</span>
                ) : null}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </>
  );
}
