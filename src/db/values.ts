// Neo4j values to plain JSON, once, at the edge of db/: integers to numbers, temporals to ISO
// strings, nodes and relationships to their properties.
import neo4j, {
  isDate,
  isDateTime,
  isDuration,
  isLocalDateTime,
  isLocalTime,
  isNode,
  isRelationship,
  isTime,
} from 'neo4j-driver';

export function toNative(value: unknown): unknown {
  if (value === null || value === undefined) return value ?? null;
  if (Array.isArray(value)) return value.map(toNative);
  if (typeof value !== 'object') return value;
  if (neo4j.isInt(value))
    return (value as { inSafeRange(): boolean }).inSafeRange() ? Number(value) : String(value);
  if (isDateTime(value)) return value.toStandardDate().toISOString();
  if (isDate(value) || isLocalDateTime(value) || isLocalTime(value) || isTime(value) || isDuration(value)) {
    return String(value);
  }
  if (isNode(value) || isRelationship(value)) return toNative(value.properties);
  if (typeof (value as { toNumber?: unknown }).toNumber === 'function')
    return (value as { toNumber(): number }).toNumber();
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, toNative(inner)]));
}
