// DEMO-ONLY fault paths, for tests and demonstrations of the site's error handling. A real
// CMS has none of these. Each answers GET /api/render/{path}:
//   pagina/demo-fout-500     → 500
//   pagina/demo-fout-json    → 200 with a body that is not JSON
//   pagina/demo-fout-vorm    → 200 JSON that fails the contract (node.id missing)
//   pagina/demo-fout-widget  → a valid general page with a widget of unknown kind
//   pagina/demo-traag        → a valid page after a 10 s delay
import { delay, HttpResponse } from "msw";
import { buildGeneralPage } from "./fixtures/page-builder";
import type { Dataset } from "./fixtures/types";
import { pageAnswer } from "./render-answers";

export const SLOW_DELAY_MS = 10_000;

export const FAULT_PATHS = [
  "pagina/demo-fout-500",
  "pagina/demo-fout-json",
  "pagina/demo-fout-vorm",
  "pagina/demo-fout-widget",
  "pagina/demo-traag",
] as const;

const [widgetPage] = buildGeneralPage({
  key: "demo-fout-widget",
  nl: {
    slug: "demo-fout-widget",
    heading: "Demo: onbekende widget",
    isIndexable: false,
    contentMain: "<p>Deze pagina bevat een widget van een soort die de site niet kent.</p>",
    widgets: [
      {
        kind: "content_block",
        id: "demo-bekend",
        heading: "Een bekende widget",
        content: "<p>Deze is in orde.</p>",
      },
      { kind: "mystery_widget", id: "demo-onbekend", title: "Onbekend" },
    ],
  },
});

const [slowPage] = buildGeneralPage({
  key: "demo-traag",
  nl: {
    slug: "demo-traag",
    heading: "Demo: trage pagina",
    isIndexable: false,
    contentMain: "<p>Deze pagina komt pas na tien seconden uit het CMS.</p>",
  },
});

export async function faultResponse(
  path: string,
  dataset: Dataset,
  preview: boolean,
): Promise<Response | undefined> {
  switch (path) {
    case "pagina/demo-fout-500":
      return HttpResponse.json({ error: "internal_error" }, { status: 500 });
    case "pagina/demo-fout-json":
      return new HttpResponse("{not json", {
        status: 200,
        headers: { "Content-Type": "application/json" },
      });
    case "pagina/demo-fout-vorm":
      return HttpResponse.json({
        node: { kind: "general-page", data: { url: "/pagina/demo-fout-vorm", heading: "Vorm" } },
        nodes: {},
        is_preview: preview,
        is_redirect: false,
      });
    case "pagina/demo-fout-widget":
      return widgetPage && HttpResponse.json(pageAnswer(widgetPage, dataset, preview).body);
    case "pagina/demo-traag":
      await delay(SLOW_DELAY_MS);
      return slowPage && HttpResponse.json(pageAnswer(slowPage, dataset, preview).body);
    default:
      return undefined;
  }
}
