// Editor changes for tests of purge on publish (demo only): POST /__edit on the demo CMS sets a
// page's title and/or heading, as an editor publishing would, until POST /__edit/reset. Every
// render answer that carries that page (its own, the home page, a list) shows the change.
import type { Dataset } from "./fixtures/types";
import type { RenderAnswer } from "./render-answers";

export type PageEdit = { title?: string; heading?: string };

/** By render path ("pagina/contact"). */
const edits = new Map<string, PageEdit>();

const MAX_TEXT = 500;

/** Reads `{"path": "/pagina/contact", "title"?: "…", "heading"?: "…"}`; null when it is not one. */
export function parseEdit(body: unknown): { path: string; edit: PageEdit } | null {
  if (typeof body !== "object" || body === null) return null;
  const { path, title, heading } = body as Record<string, unknown>;
  if (typeof path !== "string" || !path.startsWith("/")) return null;
  const edit: PageEdit = {};
  for (const [name, value] of [
    ["title", title],
    ["heading", heading],
  ] as const) {
    if (value === undefined) continue;
    if (typeof value !== "string" || value.length > MAX_TEXT) return null;
    edit[name] = value;
  }
  if (Object.keys(edit).length === 0) return null;
  return { path: decodeURIComponent(path.replace(/^\/+/, "")), edit };
}

export function setEdit(path: string, edit: PageEdit) {
  edits.set(path, { ...edits.get(path), ...edit });
}

export function resetEdits() {
  edits.clear();
}

type NodeLike = { id: string; data: Record<string, unknown> };

/** The answer with every edited page it carries changed (copies: the data set stays as it is). */
export function withEdits(answer: RenderAnswer, dataset: Dataset): RenderAnswer {
  if (edits.size === 0 || !("node" in answer.body)) return answer;
  const body = { ...answer.body, nodes: { ...answer.body.nodes } };
  for (const [path, edit] of edits) {
    const id = dataset.byPath.get(path)?.node.id;
    if (!id) continue;
    const main = body.node as NodeLike | null;
    if (main?.id === id)
      body.node = { ...main, data: { ...main.data, ...edit } } as typeof body.node;
    const listed = body.nodes[id] as NodeLike | undefined;
    if (listed)
      body.nodes[id] = {
        ...listed,
        data: { ...listed.data, ...edit },
      } as (typeof body.nodes)[string];
  }
  return { ...answer, body };
}
