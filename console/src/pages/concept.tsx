// A concept's page: its record and its neighbourhood drawn as a graph: broader, narrower and related
// concepts, prerequisites, an occupation's essential skills, and the correspondences in every other
// framework its crosswalks reach (GET /v1/mapping/crosswalk per framework).
import { api, segment } from '../api.ts';
import { type GraphEdge, GraphList, type GraphNode, GraphView } from '../graph-view.tsx';
import { conceptHref, Show, transitionsHref, useLoad } from '../ui.tsx';

interface Ref {
  uri: string;
  label: string;
  framework: string | null;
  kind?: string;
}
interface ConceptRecord extends Ref {
  kind: string;
  code: string | null;
  description: string | null;
  source_uri: string | null;
  referentials: string[];
  broader: Ref[];
  labels: Record<string, unknown>;
  skills?: { essential: Ref[]; optional: Ref[] };
}
interface Neighbours {
  prerequisites: Ref[];
  broader: Ref[];
  narrower: Ref[];
  related: Ref[];
}
interface Correspondence extends Ref {
  score: number;
  match: string;
  inferred: boolean;
}

const GROUPS = {
  broader: 'Broader',
  narrower: 'Narrower',
  related: 'Related',
  prerequisites: 'Prerequisites',
  skill: 'Essential skills',
  crosswalk: 'In other frameworks',
};

const isOccupation = (uri: string) => uri.startsWith('graph://occupation/');

/** Sectors have no record route: the taxonomy gives the sector and what sits under it. */
async function loadSector(uri: string) {
  const body = await api<{ parent: Ref & { kind: string }; nodes: Ref[] }>('/v1/taxonomy/browse', {
    query: { uri, itemsPerPage: 40 },
  });
  const record: ConceptRecord = {
    ...body.parent,
    code: null,
    description: null,
    source_uri: null,
    referentials: [],
    broader: [],
    labels: {},
  };
  return {
    record,
    neighbours: { prerequisites: [], broader: [], narrower: body.nodes, related: [] },
    crosswalks: [] as Correspondence[],
  };
}

async function loadConcept(uri: string) {
  if (uri.startsWith('graph://sector/')) return loadSector(uri);
  const occupation = isOccupation(uri);
  const record = await api<ConceptRecord>(`/v1/${occupation ? 'occupations' : 'skills'}/${segment(uri)}`);
  const neighbours = occupation
    ? { prerequisites: [], broader: record.broader, narrower: [], related: [] }
    : await api<Neighbours>(`/v1/skills/${segment(uri)}/neighbors`, { query: { limit: 25 } });
  const others = record.referentials.filter((framework) => framework !== record.framework);
  const crosswalks = await Promise.all(
    others.map((framework) =>
      api<{ correspondences: Correspondence[] }>('/v1/mapping/crosswalk', {
        query: { uri, target_taxonomy: framework, limit: 5 },
      }).then((body) => body.correspondences),
    ),
  );
  return { record, neighbours, crosswalks: crosswalks.flat() };
}

function drawing(data: Awaited<ReturnType<typeof loadConcept>>) {
  const { record, neighbours, crosswalks } = data;
  const nodes = new Map<string, GraphNode>();
  const edges: GraphEdge[] = [];
  nodes.set(record.uri, { id: record.uri, label: record.label, group: 'center' });
  const add = (ref: Ref, group: string, edge: GraphEdge) => {
    if (!nodes.has(ref.uri)) {
      const label =
        ref.framework && ref.framework !== record.framework ? `${ref.label} (${ref.framework})` : ref.label;
      nodes.set(ref.uri, { id: ref.uri, label, group, href: conceptHref(ref.uri) });
    }
    edges.push(edge);
  };
  for (const ref of neighbours.broader)
    add(ref, 'broader', { source: record.uri, target: ref.uri, label: 'broader' });
  for (const ref of neighbours.narrower)
    add(ref, 'narrower', { source: ref.uri, target: record.uri, label: 'broader' });
  for (const ref of neighbours.related)
    add(ref, 'related', { source: record.uri, target: ref.uri, label: 'related' });
  for (const ref of neighbours.prerequisites) {
    add(ref, 'prerequisites', { source: ref.uri, target: record.uri, label: 'prerequisite' });
  }
  for (const ref of (record.skills?.essential ?? []).slice(0, 20)) {
    add(ref, 'skill', { source: record.uri, target: ref.uri, label: 'essential' });
  }
  for (const match of crosswalks) {
    add(match, 'crosswalk', {
      source: record.uri,
      target: match.uri,
      label: `${match.match}${match.inferred ? ' (inferred)' : ''}`,
      weight: match.score,
    });
  }
  return { nodes: [...nodes.values()], edges };
}

export function ConceptPage(props: { uri: string }) {
  const [loaded] = useLoad(() => loadConcept(props.uri), [props.uri]);
  return (
    <Show loaded={loaded}>
      {(data) => {
        const { record } = data;
        const { nodes, edges } = drawing(data);
        return (
          <>
            <h1>{record.label}</h1>
            <p class="muted">
              {record.kind} · {record.framework ?? 'no framework'}
              {record.code ? ` · ${record.code}` : ''} · <code>{record.uri}</code>
              {record.source_uri ? (
                <>
                  {' '}
                  · <a href={record.source_uri}>source</a>
                </>
              ) : null}
            </p>
            {record.description ? <p class="description">{record.description}</p> : null}
            {isOccupation(record.uri) ? (
              <p>
                <a href={transitionsHref(record.uri)}>Career transitions from this occupation</a>
              </p>
            ) : null}
            <h2>Neighbourhood</h2>
            <GraphView
              nodes={nodes}
              edges={edges}
              label={`Graph of ${record.label} and ${nodes.length - 1} neighbouring concepts`}
              onOpen={(node) => {
                if (node.href) location.hash = node.href;
              }}
            />
            <GraphList nodes={nodes} groups={GROUPS} />
          </>
        );
      }}
    </Show>
  );
}
