// An interactive drawing of a small graph (cytoscape.js): pan, zoom, drag, and a node's click or Enter
// opens it. A canvas is not readable by assistive technology, so every drawing comes with the same
// nodes and edges as a list of links (GraphList), which is also how the keyboard reaches them.
import cytoscape from 'cytoscape';
import { useEffect, useRef } from 'preact/hooks';

export interface GraphNode {
  id: string;
  label: string;
  /** Drawing group: 'center' for the subject, otherwise the relation that reached it. */
  group: string;
  href?: string;
  /** Said after the label in the list (e.g. a share of skills). */
  note?: string;
}

export interface GraphEdge {
  source: string;
  target: string;
  label: string;
  /** Thicker for stronger links (0..1). */
  weight?: number;
}

const COLOURS: Record<string, string> = {
  center: '#1f4e79',
  broader: '#2e7d32',
  narrower: '#558b2f',
  related: '#6a1b9a',
  prerequisites: '#c62828',
  crosswalk: '#ef6c00',
  transition: '#00838f',
  skill: '#5d4037',
};

/** Inner rings for the closer relations. */
const RINGS: Record<string, number> = { broader: 3, narrower: 3, prerequisites: 3, related: 2, crosswalk: 2 };

export function GraphView(props: {
  nodes: GraphNode[];
  edges: GraphEdge[];
  label: string;
  onOpen?: (node: GraphNode) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current) return;
    const byId = new Map(props.nodes.map((node) => [node.id, node]));
    const graph = cytoscape({
      container: box.current,
      elements: [
        ...props.nodes.map((node) => ({ data: { id: node.id, label: node.label, group: node.group } })),
        ...props.edges
          .filter((edge) => byId.has(edge.source) && byId.has(edge.target))
          .map((edge, index) => ({
            data: {
              id: `e${index}`,
              source: edge.source,
              target: edge.target,
              label: edge.label,
              width: 1 + 5 * (edge.weight ?? 0.2),
            },
          })),
      ],
      style: [
        {
          selector: 'node',
          style: {
            label: 'data(label)',
            'font-size': 11,
            'text-wrap': 'wrap',
            'text-max-width': '140px',
            'text-valign': 'bottom',
            'text-margin-y': 4,
            width: 18,
            height: 18,
            'background-color': (node: cytoscape.NodeSingular) => COLOURS[node.data('group')] ?? '#607d8b',
          },
        },
        { selector: 'node[group = "center"]', style: { width: 30, height: 30, 'font-weight': 'bold' } },
        {
          selector: 'edge',
          style: {
            width: 'data(width)',
            'line-color': '#b0bec5',
            'target-arrow-color': '#b0bec5',
            'target-arrow-shape': 'triangle',
            'curve-style': 'bezier',
            label: props.edges.length <= 15 ? 'data(label)' : '',
            'font-size': 9,
            color: '#546e7a',
            'text-rotation': 'autorotate',
          },
        },
      ],
      // Rings: the subject in the middle, each relation's concepts around it (labels stay readable,
      // where a force layout piles 30 labels on each other).
      layout: {
        name: 'concentric',
        concentric: (node: cytoscape.NodeSingular) =>
          node.data('group') === 'center' ? 10 : (RINGS[node.data('group')] ?? 1),
        levelWidth: () => 1,
        minNodeSpacing: 46,
        padding: 16,
        animate: false,
      },
      wheelSensitivity: 0.3,
      // A small neighbourhood is not blown up to fill the box.
      maxZoom: 1.4,
    });
    graph.on('tap', 'node', (event) => {
      const node = byId.get(event.target.id());
      if (node && node.group !== 'center') props.onOpen?.(node);
    });
    return () => graph.destroy();
  }, [props.nodes, props.edges]);
  return <div class="graph" ref={box} role="img" aria-label={props.label} data-testid="graph-canvas" />;
}

/** The drawing's content as links, grouped by relation: the accessible and keyboard way through it. */
export function GraphList(props: { nodes: GraphNode[]; groups: Record<string, string> }) {
  return (
    <div class="graph-list">
      {Object.entries(props.groups).map(([group, title]) => {
        const members = props.nodes.filter((node) => node.group === group);
        if (members.length === 0) return null;
        return (
          <section key={group} aria-label={title}>
            <h3>
              <span class="swatch" style={{ background: COLOURS[group] ?? '#607d8b' }} aria-hidden="true" />
              {title} ({members.length})
            </h3>
            <ul>
              {members.map((node) => (
                <li key={node.id}>
                  {node.href ? <a href={node.href}>{node.label}</a> : node.label}
                  {node.note ? <span class="muted"> {node.note}</span> : null}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
