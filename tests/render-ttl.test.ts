// The short cache of anonymous page answers: one CMS call per TTL for a busy page,
// a stale copy while one call refreshes it, never a broken answer in place of a good one, and
// never an editor's preview.
process.env.CONTENT_RENDER_TTL_MS = "30000";
process.env.CONTENT_RENDER_SWR_MS = "300000";

import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { clearContentCaches, loadRender } from "~/services/content/render-cache.server";
import { expectConsoleError } from "./support/console-guard";

const server = setupServer();
const PAGE = ["general-page"] as const;
let calls = 0;
let heading = "Eerste";
let broken = false;

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  clearContentCaches();
  calls = 0;
  heading = "Eerste";
  broken = false;
  server.use(
    http.get("http://cms.test/api/render/*", ({ request }) => {
      calls++;
      if (broken) return HttpResponse.json({ oops: true });
      const preview = request.headers.get("cookie")?.includes("cms_session") === true;
      return HttpResponse.json({
        node: { id: "n", kind: "general-page", data: { url: "/pagina/x", heading } },
        is_preview: preview,
      });
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

const load = (cmsCookie: string | null = null) =>
  loadRender({ path: "pagina/x", expect: PAGE, cmsCookie });
const headingOf = async (result: Awaited<ReturnType<typeof load>>) =>
  result.status === "ok" ? (result.value.node.data as { heading?: string }).heading : null;
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe("page answers", () => {
  it("are reused within the TTL: one call for a thousand views", async () => {
    for (let i = 0; i < 1000; i++) await load();
    expect(calls).toBe(1);
  });

  it("are served stale after the TTL while one call refreshes them", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    await load();
    heading = "Tweede";
    vi.setSystemTime(Date.now() + 31_000);
    expect(await headingOf(await load())).toBe("Eerste");
    await settle();
    expect(calls).toBe(2);
    expect(await headingOf(await load())).toBe("Tweede");
  });

  it("keep the good copy when the refresh brings a broken answer", async () => {
    expectConsoleError(/DECODE_FAILED pagina\/x/);
    vi.useFakeTimers({ toFake: ["Date"] });
    await load();
    broken = true;
    vi.setSystemTime(Date.now() + 31_000);
    expect(await headingOf(await load())).toBe("Eerste");
    await settle();
    expect(await headingOf(await load())).toBe("Eerste");
  });

  it("are never kept for an editor", async () => {
    await load("abc");
    await load("abc");
    expect(calls).toBe(2);
    await load();
    expect(calls).toBe(3);
  });
});
