// Checks a render answer against the contract: the response schema, each node's data schema
// by kind, and that every reference (node ids, production ids, venue ids) resolves inside the
// answer. Used by the fixture tests; returns readable problems instead of throwing.
import * as v from "valibot";
import { eventSchema, nodeDataSchemas, renderResponseSchema } from "../app/content/schema";

const REFERENCE_KEYS = [
  "relatedPages",
  "recommendedPages",
  "footerNewsPages",
  "slideshowPages",
  "pinnedSlideIDs",
  "newsHighlights",
  "productionPageList",
];

const describeIssues = (issues: readonly v.BaseIssue<unknown>[]) =>
  issues.map((issue) => `${v.getDotPath(issue) ?? "(root)"}: ${issue.message}`).join("; ");

type LooseNode = {
  id: string;
  kind: string;
  data: Record<string, unknown>;
  production_id?: string | null;
  node_ids?: string[] | null;
};

export function contractProblems(label: string, body: unknown): string[] {
  const parsed = v.safeParse(renderResponseSchema, body);
  if (!parsed.success) return [`${label}: ${describeIssues(parsed.issues)}`];
  const answer = parsed.output;
  const problems: string[] = [];
  const nodes = (answer.nodes ?? {}) as Record<string, LooseNode>;
  const all = [answer.node, ...Object.values(nodes)].filter(Boolean) as LooseNode[];
  for (const node of all) {
    const schema = nodeDataSchemas[node.kind as keyof typeof nodeDataSchemas];
    if (schema) {
      const data = v.safeParse(schema, node.data);
      if (!data.success)
        problems.push(`${label} ${node.kind} ${node.id}: ${describeIssues(data.issues)}`);
    } else if (!node.kind.endsWith("-list")) {
      problems.push(`${label}: unknown node kind ${node.kind}`);
    }
  }
  for (const [key, node] of Object.entries(nodes)) {
    if (key !== node.id) problems.push(`${label}: nodes key ${key} holds node ${node.id}`);
  }
  const main = answer.node as LooseNode | null | undefined;
  const referenced = new Set<string>(main?.node_ids ?? []);
  if (main && !answer.is_redirect) {
    for (const key of REFERENCE_KEYS) {
      const value = main.data[key];
      if (Array.isArray(value)) for (const id of value) referenced.add(String(id));
    }
  }
  for (const id of referenced) {
    if (!nodes[id]) problems.push(`${label}: referenced node ${id} missing from nodes`);
  }
  for (const node of all) {
    if (node.production_id && !answer.productions?.[node.production_id]) {
      problems.push(`${label}: production ${node.production_id} of ${node.id} missing`);
    }
  }
  for (const production of Object.values(answer.productions ?? {})) {
    for (const raw of production.events) {
      const parsed = v.safeParse(eventSchema, raw);
      if (!parsed.success) {
        problems.push(`${label} production ${production.id}: ${describeIssues(parsed.issues)}`);
        continue;
      }
      const event = parsed.output;
      if (event.venue_id && !answer.venues?.[event.venue_id]) {
        problems.push(`${label}: venue ${event.venue_id} of event ${event.id} missing`);
      }
    }
  }
  return problems;
}
