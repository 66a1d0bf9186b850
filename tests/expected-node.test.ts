// The rule under the fault suite, at the render cache: an answer without a node of a kind the
// caller expects is DECODE_FAILED, is judged per caller even when callers share one upstream
// call, and a good copy is served only to a caller it would have satisfied.
import { delay, HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { pageOrRedirect, REDIRECT_KINDS } from "~/services/content/expected-node";
import { clearContentCaches, loadRender } from "~/services/content/render-cache.server";
import { generalPageAnswer, redirectAnswer } from "./support/answers";
import { expectConsoleError } from "./support/console-guard";

const server = setupServer();
let calls = 0;

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  clearContentCaches();
  calls = 0;
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

function answerWith(body: () => Response | Promise<Response>) {
  server.use(
    http.get("http://cms.test/api/render/*", () => {
      calls++;
      return body();
    }),
  );
}

const PAGE = pageOrRedirect("general-page");

describe("an answer without the expected node", () => {
  it("is DECODE_FAILED, naming what was expected", async () => {
    expectConsoleError(
      /^\[content\] DECODE_FAILED pagina\/contact: expected general-page or redirect or short-url, got no node$/,
    );
    answerWith(() => HttpResponse.json({}));
    expect(await loadRender({ path: "pagina/contact", expect: PAGE })).toEqual({
      status: "decode_failed",
      reason: "expected general-page or redirect or short-url, got no node",
    });
  });

  it("is DECODE_FAILED when the node is of another kind", async () => {
    expectConsoleError(
      /^\[content\] DECODE_FAILED home-nl: expected home-page, got a news-page-list node$/,
    );
    answerWith(() =>
      HttpResponse.json({ node: { id: "l", kind: "news-page-list", data: {}, node_ids: [] } }),
    );
    const result = await loadRender({ path: "home-nl", expect: ["home-page"], cache: "home" });
    expect(result).toMatchObject({ status: "decode_failed" });
  });

  it("is DECODE_FAILED for a visitor with a CMS session too", async () => {
    expectConsoleError(/^\[content\] DECODE_FAILED home-nl: expected home-page, got no node$/);
    answerWith(() => HttpResponse.json({ is_preview: true }));
    const result = await loadRender({ path: "home-nl", expect: ["home-page"], cmsCookie: "x=1" });
    expect(result.status).toBe("decode_failed");
  });

  it("does not replace the last good copy, which is served instead", async () => {
    expectConsoleError(
      /^\[content\] DECODE_FAILED pagina\/contact: expected general-page or redirect or short-url, got no node$/,
    );
    answerWith(() => HttpResponse.json(generalPageAnswer({ heading: "Goed" })));
    await loadRender({ path: "pagina/contact", expect: PAGE });
    answerWith(() => HttpResponse.json({ node: null }));
    const stale = await loadRender({ path: "pagina/contact", expect: PAGE });
    expect(stale).toMatchObject({ status: "ok", stale: true });
    if (stale.status === "ok") expect(stale.value.node.data).toMatchObject({ heading: "Goed" });
  });

  it("counts a node of the right kind whose data fails its contract as failed too", async () => {
    expectConsoleError(
      /^\[content\] DECODE_FAILED pagina\/contact: the general-page node's data fails its contract$/,
    );
    answerWith(() => HttpResponse.json(generalPageAnswer({ heading: "Goed" })));
    await loadRender({ path: "pagina/contact", expect: PAGE });
    const broken = generalPageAnswer({ heading: "Kapot" });
    (broken.node.data as Record<string, unknown>).heading = 42;
    answerWith(() => HttpResponse.json(broken));
    const stale = await loadRender({ path: "pagina/contact", expect: PAGE });
    expect(stale).toMatchObject({ status: "ok", stale: true });
    if (stale.status === "ok") expect(stale.value.node.data).toMatchObject({ heading: "Goed" });
    clearContentCaches();
    expect(await loadRender({ path: "pagina/contact", expect: PAGE })).toEqual({
      status: "decode_failed",
      reason: "the general-page node's data fails its contract",
    });
  });
});

describe("what a caller expects", () => {
  it("accepts a redirect node on a content path", async () => {
    answerWith(() => HttpResponse.json(redirectAnswer({ url: "/pagina/nieuw" })));
    const result = await loadRender({ path: "pagina/oud", expect: PAGE });
    expect(result).toMatchObject({ status: "ok", value: { node: { kind: "redirect" } } });
  });

  it("leaves a 404 of the redirect lookup as NOT_FOUND", async () => {
    answerWith(() => HttpResponse.json({ error: "not_found" }, { status: 404 }));
    expect(await loadRender({ path: "niets", expect: REDIRECT_KINDS })).toEqual({
      status: "not_found",
    });
  });

  it("is judged per caller when two share one upstream call", async () => {
    expectConsoleError(
      /^\[content\] DECODE_FAILED pagina\/contact: expected redirect or short-url, got a general-page node$/,
    );
    answerWith(async () => {
      await delay(30);
      return HttpResponse.json(generalPageAnswer());
    });
    const [page, lookup] = await Promise.all([
      loadRender({ path: "pagina/contact", expect: PAGE }),
      loadRender({ path: "pagina/contact", expect: REDIRECT_KINDS }),
    ]);
    expect(calls).toBe(1);
    expect(page.status).toBe("ok");
    expect(lookup.status).toBe("decode_failed");
  });

  it("serves a list-cache entry only to a caller it satisfies", async () => {
    expectConsoleError(
      /^\[content\] DECODE_FAILED home-nl: expected news-page-list, got a home-page node$/,
    );
    answerWith(() => HttpResponse.json({ node: { id: "h", kind: "home-page", data: {} } }));
    await loadRender({ path: "home-nl", expect: ["home-page"], cache: "home" });
    const other = await loadRender({ path: "home-nl", expect: ["news-page-list"], cache: "home" });
    expect(other.status).toBe("decode_failed");
    expect(calls).toBe(2);
  });

  it("decides which good copy may be served: never one of a kind the caller cannot use", async () => {
    expectConsoleError(/^\[content\] HTTP_ERROR pagina\/contact status 500$/);
    answerWith(() => HttpResponse.json(generalPageAnswer()));
    await loadRender({ path: "pagina/contact", expect: PAGE });
    answerWith(() => HttpResponse.json({ error: "x" }, { status: 500 }));
    expect(await loadRender({ path: "pagina/contact", expect: REDIRECT_KINDS })).toMatchObject({
      status: "http_error",
    });
    expect(await loadRender({ path: "pagina/contact", expect: PAGE })).toMatchObject({
      status: "ok",
      stale: true,
    });
  });
});
