/** The structured data a page publishes: its nodes in one JSON-LD graph (a data block, which never runs). */
import type { Graph, Thing } from 'schema-dts';

export function jsonLdGraph(...nodes: (Thing | null | undefined)[]): Graph {
  return { '@context': 'https://schema.org', '@graph': nodes.filter((node) => node != null) };
}
