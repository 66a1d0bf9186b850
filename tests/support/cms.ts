// The CMS a loader or action test talks to: msw in this process with the demo's answers (and
// any handlers a test file puts first), every call to it recorded, and the content caches and
// the once-only answers emptied before each test so no test sees another's answers.
import type { RequestHandler } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { clearContentCaches } from "~/services/content/render-cache.server";
import { clearOnceOnly } from "~/services/forms/once-only.server";
import { handlers } from "../../mocks/handlers";

export const SITE = "https://www.theater-amsterdam.example";

export type UpstreamCall = { method: string; url: URL; body: unknown };

/** A test CMS for this file: `demo: false` answers only what the file's handlers answer. */
export function testCms({
  first = [],
  demo = true,
}: {
  first?: RequestHandler[];
  demo?: boolean;
} = {}) {
  const server = setupServer(...first, ...(demo ? handlers : []));
  const calls: UpstreamCall[] = [];
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  beforeEach(() => {
    clearContentCaches();
    clearOnceOnly();
    calls.length = 0;
    server.events.removeAllListeners();
    server.events.on("request:start", async ({ request }) => {
      const call: UpstreamCall = { method: request.method, url: new URL(request.url), body: null };
      calls.push(call);
      const text = request.method === "GET" ? "" : await request.clone().text();
      try {
        call.body = text ? JSON.parse(text) : null;
      } catch {
        call.body = text;
      }
    });
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return {
    server,
    calls,
    /** Path and query of every call, in order. */
    paths: () => calls.map((call) => call.url.pathname + call.url.search),
    /** The calls to the form and newsletter services (the layout's render calls left out). */
    services: () =>
      calls
        .filter((call) => call.url.pathname.startsWith("/api/services/"))
        .map((call) => ({
          method: call.method,
          path: call.url.pathname + call.url.search,
          body: call.body,
        })),
  };
}

/** The Response a loader or action threw (a 404/500 screen, a redirect). */
export async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected a thrown Response");
}
