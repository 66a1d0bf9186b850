// A content page is checked against the contract and built once per cached CMS answer: every
// request within the answer's cache window shares what was built, and a fresh answer is built
// again. With a cache window, unlike the other loader tests (tests/setup.ts sets none).
process.env.CONTENT_RENDER_TTL_MS = "30000";

import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearContentCaches } from "~/services/content/render-cache.server";
import { loadContentPage } from "~/services/screens/content.server";
import { loadProductionPage } from "~/services/screens/productions.server";
import { SITE, testCms } from "./support/cms";

const cms = testCms();
afterEach(() => vi.restoreAllMocks());

const request = (path: string) => new Request(new URL(path, SITE));

function pageOf<T>(outcome: { kind: string; value?: T }): T {
  if (outcome.kind !== "page" || outcome.value === undefined) throw new Error(outcome.kind);
  return outcome.value;
}

describe("content built once per CMS answer", () => {
  it("shares a production page between requests, and builds a fresh answer again", async () => {
    const first = pageOf(
      await loadProductionPage(request("/voorstelling/hamlet"), "nl", "voorstelling/hamlet"),
    );
    const second = pageOf(
      await loadProductionPage(request("/voorstelling/hamlet"), "nl", "voorstelling/hamlet"),
    );
    expect(second).toBe(first);

    clearContentCaches();
    const fresh = pageOf(
      await loadProductionPage(request("/voorstelling/hamlet"), "nl", "voorstelling/hamlet"),
    );
    expect(fresh).not.toBe(first);
    expect(fresh).toEqual(first);
  });

  it("keeps the languages apart", async () => {
    const nl = pageOf(
      await loadContentPage(request("/pagina/contact"), "nl", "general", "pagina/contact"),
    );
    const en = pageOf(
      await loadContentPage(request("/en/page/contact"), "en", "general", "en/page/contact"),
    );
    expect(en).not.toBe(nl);
    expect(
      pageOf(await loadContentPage(request("/pagina/contact"), "nl", "general", "pagina/contact")),
    ).toBe(nl);
  });

  it("logs a malformed event once per answer, not once per request", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const answer = (await (
      await fetch("http://cms.test/api/render/voorstelling/hamlet")
    ).json()) as {
      node: { production_id: string };
      productions: Record<string, { events: unknown[] }>;
    };
    answer.productions[answer.node.production_id]?.events.push({ id: "kapot" });
    cms.server.use(
      http.get("http://cms.test/api/render/voorstelling/hamlet", () => HttpResponse.json(answer)),
    );
    for (let i = 0; i < 3; i++) {
      await loadProductionPage(request("/voorstelling/hamlet"), "nl", "voorstelling/hamlet");
    }
    const dropped = warn.mock.calls.filter(([message]) =>
      String(message).includes("dropped event"),
    );
    expect(dropped).toHaveLength(1);
  });
});
