// A CMS that hangs must cost a production page one timeout, not two: a crawler gets the whole
// document (deferred "others also viewed" included), so the deferred call has to run beside the
// page call. The timeout here is long enough that two in a row would break the bound.

import { delay, HttpResponse, http } from "msw";
import { describe, expect, it, vi } from "vitest";
import { loader } from "~/routes/production";
import { getEnv } from "~/services/operations/env.server";
import { testCms } from "./support/cms";
import { expectConsoleError } from "./support/console-guard";

const TIMEOUT_MS = vi.hoisted(() => {
  // Before anything reads the configuration: getEnv() keeps what it parsed first.
  process.env.CONTENT_API_TIMEOUT_MS = "1000";
  return 1000;
});
const BOUND_MS = TIMEOUT_MS + 500;

const { server } = testCms();

type Loaded = { data: { page: { heading: string } | null; others: unknown[] | null } };

async function callPage(path: string): Promise<Loaded> {
  const url = new URL(path, "https://www.theater-amsterdam.example");
  const slug = url.pathname.split("/").pop() ?? "";
  return (await loader({
    request: new Request(url),
    params: { url: slug },
    context: {},
  })) as unknown as Loaded;
}

/** Every render call hangs until the site gives up on it. */
function hangEverything() {
  server.use(
    http.get("*/api/render/*", async () => {
      await delay("infinite");
      return HttpResponse.json({});
    }),
  );
}

describe("production page while the CMS hangs", () => {
  it("runs with the timeout this test is about", () => {
    expect(getEnv().CONTENT_API_TIMEOUT_MS).toBe(TIMEOUT_MS);
  });

  it("settles the page and its others-also-viewed list within one timeout (+0.5 s)", async () => {
    expectConsoleError(
      /\[content\] HTTP_ERROR .* timeout/,
      /\[content\] HTTP_ERROR production-page-list-nl status 503/,
    );
    // A good copy of the page only: the production list failed, so nothing of it is cached.
    server.use(
      http.get("*/api/render/production-page-list-nl", () =>
        HttpResponse.json({ error: "x" }, { status: 503 }),
      ),
    );
    const primed = await callPage("/voorstelling/jordaan-de-musical");
    expect(primed.data.others).toBeNull();

    hangEverything();
    const started = performance.now();
    const result = await callPage("/voorstelling/jordaan-de-musical");
    expect(result.data.page?.heading).toBe("Jordaan! De Musical");
    expect(result.data.others).toBeNull();
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(elapsed).toBeLessThan(BOUND_MS);
  });
});
