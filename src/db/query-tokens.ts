// The labels, relationship types and property keys the named queries name, created in Neo4j before
// any of them is planned. Neo4j plans a query that names a token the database does not hold yet (a
// property no node has had, a relationship type never written) against its absence, and plans it again
// as soon as a write creates that token. At a first start the service plans its request path on a graph
// the load has only begun: the first French label written (ESCO's skills_fr), the first crosswalk edge
// (the Nesta table) each made the record read be planned again on the request path, 130-200 ms on two
// busy cores (BENCHMARKS.md "First start", run 30). A token created in advance, even one no node holds,
// leaves the plan as it is (scripts/bench/plan-cache.ts). Creating a token that exists does nothing.
//
// The names are read from the queries' text, not kept in a list beside them. Neo4j's own Cypher parser on
// npm (@neo4j-cypher/language-support) is published only as 2.0.0-next pre-releases of 86 MB, with the
// tokens it collects behind a private method; the rules below read what the queries of this repository
// name, and test/db/plan-warm-up.test.ts checks them against Neo4j itself (every named query EXPLAINed
// after the warm-up, none naming a token the database lacks). They err on the side of a
// name too many (a token no node holds costs nothing but a line in `CALL db.propertyKeys()`); keys read
// from a parameter's rows (`UNWIND $rows AS row ... row.title`) and names in strings, comments or a
// function's namespace (`vector.similarity.cosine`) are left out.
import type { Executor } from './executor.ts';
import type { QueryRegistry } from './queries.ts';

export interface NamedTokens {
  labels: string[];
  relationshipTypes: string[];
  propertyKeys: string[];
}

const NAME = '[A-Za-z_][A-Za-z0-9_]*';
const NAMED = `\`?(${NAME})\`?`;

/** The query without its string literals (each left as '') and comments. */
export function queryCode(query: string): string {
  let out = '';
  for (let i = 0; i < query.length; i++) {
    const ch = query[i]!;
    if (ch === "'" || ch === '"') {
      let j = i + 1;
      while (j < query.length && query[j] !== ch) j += query[j] === '\\' ? 2 : 1;
      out += "''";
      i = j;
    } else if (ch === '/' && query[i + 1] === '/') {
      while (i < query.length && query[i] !== '\n') i++;
      out += '\n';
    } else if (ch === '/' && query[i + 1] === '*') {
      const end = query.indexOf('*/', i + 2);
      i = end < 0 ? query.length : end + 1;
    } else out += ch;
  }
  return out;
}

/**
 * Relationship types are written in capitals here (`BROADER`, `REQUIRES`), labels in CamelCase (`Concept`,
 * `ApiKey`), as Neo4j's style guide has them; a name is read as one or the other by that.
 */
const isRelationshipType = (name: string) => /^[A-Z][A-Z0-9_]*$/.test(name);

/** The tokens one query names. */
export function tokensOf(query: string): NamedTokens {
  const text = queryCode(query);
  const labels = new Set<string>();
  const types = new Set<string>();
  const keys = new Set<string>();
  // `(c:Concept`, `n:Skill` in a WHERE, `[:BROADER|NARROWER` (a name right after `:` or `|`, no space:
  // a map's `key: value` has one).
  for (const [, name] of text.matchAll(new RegExp(`(?<=[\\w)\\]([|&\`]):${NAMED}`, 'g')))
    (isRelationshipType(name!) ? types : labels).add(name!);
  for (const [, name] of text.matchAll(new RegExp(`\\|:?${NAMED}`, 'g')))
    if (isRelationshipType(name!) && name!.length > 1) types.add(name!);
  // Variables that hold a parameter's rows or a literal map, whose keys are not properties.
  const rows = new Set<string>();
  for (const [, source, name] of text.matchAll(new RegExp(`UNWIND\\s+(\\S+).*?\\s+AS\\s+(${NAME})`, 'gis'))) {
    const root = /^\$|^\[|^\{/.test(source!) || rows.has(source!.split('.')[0]!);
    if (root) rows.add(name!);
  }
  // `c.label_en`, `x.a.b` (not `$p.key`, not a function's namespace `db.index.fulltext.queryNodes(`).
  for (const [, variable, path, call] of text.matchAll(
    new RegExp(`(?<![\\w$.])(${NAME})((?:\\.${NAME})+)(\\s*\\()?`, 'g'),
  )) {
    if (call || rows.has(variable!)) continue;
    for (const key of path!.split('.').slice(1)) keys.add(key);
  }
  // A map projection's `.id`, and the keys of a pattern's or a SET's map: `(c:Concept {id: $id})`,
  // `[r:CROSSWALK {source: ...}]`, `SET n = {...}`, `SET n += {...}`.
  for (const [, key] of text.matchAll(new RegExp(`[{,]\\s*\\.(${NAME})`, 'g'))) keys.add(key!);
  const maps = [
    // A node pattern's `(` follows no name (that would be a call: `collect({...})`); a relationship's
    // `[` holds a variable or a type before its map (`[{...}]` is a list).
    ...text.matchAll(
      new RegExp(`(?<!\\w)\\(\\s*(?:${NAME})?\\s*(?::\\s*\`?${NAME}\`?\\s*)*\\{([^{}]*)\\}`, 'g'),
    ),
    ...text.matchAll(new RegExp(`\\[\\s*(?:${NAME}\\s*)?(?::\\s*\`?${NAME}\`?\\s*)+\\{([^{}]*)\\}`, 'g')),
    ...text.matchAll(new RegExp(`\\[\\s*${NAME}\\s*\\{([^{}]*)\\}`, 'g')),
    ...text.matchAll(/\+?=\s*\{([^{}]*)\}/g),
  ];
  for (const [, body] of maps)
    for (const [, key] of body!.matchAll(new RegExp(`(?:^|,)\\s*\`?(${NAME})\`?\\s*:`, 'g'))) keys.add(key!);
  return {
    labels: [...labels].sort(),
    relationshipTypes: [...types].sort(),
    propertyKeys: [...keys].sort(),
  };
}

/** The tokens every named query names, together. */
export function namedTokens(queries: QueryRegistry): NamedTokens {
  const all: { [K in keyof NamedTokens]: Set<string> } = {
    labels: new Set(),
    relationshipTypes: new Set(),
    propertyKeys: new Set(),
  };
  for (const name of queries.names()) {
    const tokens = tokensOf(queries.get(name));
    for (const kind of Object.keys(all) as (keyof NamedTokens)[])
      for (const token of tokens[kind]) all[kind].add(token);
  }
  return {
    labels: [...all.labels].sort(),
    relationshipTypes: [...all.relationshipTypes].sort(),
    propertyKeys: [...all.propertyKeys].sort(),
  };
}

/** Creates in Neo4j every token the named queries name (those it holds already are left as they are). */
export async function createNamedTokens(executor: Executor): Promise<number> {
  const tokens = namedTokens(executor.queries);
  await executor.runStatement(
    `UNWIND $labels AS label CALL db.createLabel(label)
     WITH count(*) AS done UNWIND $relationshipTypes AS type CALL db.createRelationshipType(type)
     WITH count(*) AS done UNWIND $propertyKeys AS key CALL db.createProperty(key)
     RETURN count(*) AS created`,
    { ...tokens },
  );
  return tokens.labels.length + tokens.relationshipTypes.length + tokens.propertyKeys.length;
}
