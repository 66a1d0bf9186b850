// The demo CMS as msw request handlers. Paths are origin-agnostic, so the same handlers serve
// vitest (setupServer, mocks/node.ts) and real HTTP (@mswjs/http-middleware, mocks/server.ts).
import { HttpResponse, http } from "msw";
import { demoNow } from "./demo-clock";
import { withEdits } from "./edits";
import { faultResponse } from "./faults";
import { datasetFor } from "./fixtures/clock";
import { formsService } from "./forms";
import { newsletterService } from "./newsletter";
import { ordersHandlers } from "./orders";
import { presaleAnswer } from "./presale";
import { isPreviewRequest } from "./preview";
import { render, renderPathOf } from "./render";

/** Handlers reading the data set of the day `clock()` falls on. */
export function createHandlers(clock: () => Date = demoNow) {
  return [
    http.get("*/api/render/*", async ({ request }) => {
      const url = new URL(request.url);
      const path = renderPathOf(url.pathname);
      const preview = isPreviewRequest(request);
      const dataset = datasetFor(clock());
      const fault = await faultResponse(path, dataset, preview);
      if (fault) return fault;
      const answer = withEdits(render(dataset, path, url.searchParams, preview), dataset);
      return HttpResponse.json(answer.body, {
        status: answer.status,
        headers: { "Cache-Control": preview ? "private, no-store" : "public, max-age=30" },
      });
    }),
    http.get("*/api/services/presale", ({ request }) => {
      const code = new URL(request.url).searchParams.get("q");
      return HttpResponse.json(presaleAnswer(datasetFor(clock()), code));
    }),
    ...ordersHandlers,
    ...newsletterService.handlers,
    ...formsService.handlers,
  ];
}

export const handlers = createHandlers();
