// An occupation's career transitions (POST /v1/career/transitions) drawn as a graph: the edge's width
// and label give the share of skills the two occupations have in common.
import { useState } from 'preact/hooks';
import { api } from '../api.ts';
import { type GraphEdge, GraphList, type GraphNode, GraphView } from '../graph-view.tsx';
import { conceptHref, percent, Show, transitionsHref, useLoad } from '../ui.tsx';

interface Transition {
  uri: string;
  label: string;
  framework: string;
  shared_percentage: number;
  score: number;
  stated_by_framework: boolean;
  missing: { uri: string; label: string }[];
}
interface Transitions {
  from: { uri: string; label: string; framework: string | null };
  transitions: Transition[];
}

interface Occupation {
  uri: string;
  label: string;
  framework: string | null;
}

function Picker() {
  const [hits, setHits] = useState<Occupation[] | null>(null);
  const find = async (event: Event) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget as HTMLFormElement);
    const body = await api<{ occupations: Occupation[] }>('/v1/search/occupation', {
      query: { q: String(form.get('q')), limit: 10, framework: 'ESCO' },
    });
    setHits(body.occupations);
  };
  return (
    <>
      <form onSubmit={find} aria-label="Find an occupation" class="search-form">
        <label class="grow">
          Occupation
          <input name="q" type="search" required maxLength={200} placeholder="e.g. nurse" />
        </label>
        <button type="submit">Find</button>
      </form>
      {hits ? (
        <ul>
          {hits.map((hit) => (
            <li key={hit.uri}>
              <a href={transitionsHref(hit.uri)}>{hit.label}</a>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

export function TransitionsPage(props: { uri: string }) {
  if (!props.uri) {
    return (
      <>
        <h1>Career transitions</h1>
        <p>Choose the occupation to move from.</p>
        <Picker />
      </>
    );
  }
  return <TransitionsOf uri={props.uri} />;
}

function TransitionsOf(props: { uri: string }) {
  const [loaded] = useLoad(
    () =>
      api<Transitions>('/v1/career/transitions', { method: 'POST', json: { from: props.uri, limit: 12 } }),
    [props.uri],
  );
  return (
    <Show loaded={loaded}>
      {({ from, transitions }) => {
        const nodes: GraphNode[] = [
          { id: from.uri, label: from.label, group: 'center' },
          ...transitions.map((t) => ({
            id: t.uri,
            label: t.label,
            note: `${percent(t.shared_percentage / 100)} shared`,
            group: 'transition',
            href: transitionsHref(t.uri),
          })),
        ];
        const edges: GraphEdge[] = transitions.map((t) => ({
          source: from.uri,
          target: t.uri,
          label: `${Math.round(t.shared_percentage)}%`,
          weight: t.shared_percentage / 100,
        }));
        return (
          <>
            <h1>Career transitions from {from.label}</h1>
            <p class="muted">
              <a href={conceptHref(from.uri)}>The occupation’s page</a>. Edges: the share of its skills the
              next occupation also needs.
            </p>
            <GraphView
              nodes={nodes}
              edges={edges}
              label={`${transitions.length} career transitions from ${from.label}`}
              onOpen={(node) => {
                if (node.href) location.hash = node.href;
              }}
            />
            <GraphList nodes={nodes} groups={{ transition: 'Transitions' }} />
            <table>
              <caption>Transitions and the skills to acquire</caption>
              <thead>
                <tr>
                  <th scope="col">Occupation</th>
                  <th scope="col">Shared skills</th>
                  <th scope="col">Stated by the framework</th>
                  <th scope="col">To acquire (first 5)</th>
                </tr>
              </thead>
              <tbody>
                {transitions.map((t) => (
                  <tr key={t.uri}>
                    <td>
                      <a href={conceptHref(t.uri)}>{t.label}</a>
                    </td>
                    <td>{Math.round(t.shared_percentage)}%</td>
                    <td>{t.stated_by_framework ? 'yes' : 'no'}</td>
                    <td>
                      {t.missing
                        .slice(0, 5)
                        .map((skill) => skill.label)
                        .join(', ')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        );
      }}
    </Show>
  );
}
