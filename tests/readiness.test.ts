// /api/ready against a CMS in this process (msw): the CMS answering, failing with and without
// last good copies to fall back on, a process that is draining (told by the server through the
// load context), and one probe per few seconds however often the balancer asks.
import { delay, HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { loader as readyLoader } from "~/routes/api.ready";
import { loadRender } from "~/services/content/render-cache.server";
import { forgetReadinessProbe } from "~/services/operations/readiness.server";
import { testCms } from "./support/cms";

const cms = testCms();
const probes = () => cms.paths().filter((path) => path.startsWith("/api/render/page-list-nl"));

beforeEach(forgetReadinessProbe);

async function ready(context: Record<string, unknown> = {}) {
  const request = new Request("https://www.theater-amsterdam.example/api/ready");
  const response = (await readyLoader({ request, params: {}, context })) as Response;
  return { status: response.status, headers: response.headers, body: await response.json() };
}

const cmsFails = (answer: () => Promise<Response> | Response) =>
  cms.server.use(http.get("*/api/render/page-list-nl", answer));

describe("/api/ready", () => {
  it("is 200 while the CMS answers, never cached", async () => {
    const answer = await ready();
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      ready: true,
      checks: { cms: "ok", redis: "off", draining: false },
    });
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(probes()).toEqual(["/api/render/page-list-nl?per_page=1"]);
  });

  it("is 503 with the reason when the CMS fails and no copy is kept", async () => {
    cmsFails(() => HttpResponse.json({}, { status: 500 }));
    const answer = await ready();
    expect(answer.status).toBe(503);
    expect(answer.body.checks.cms).toBe("down (status 500)");
  });

  it("gives up on a hanging CMS within a second", async () => {
    cmsFails(async () => {
      await delay("infinite");
      return HttpResponse.json({});
    });
    const started = Date.now();
    const answer = await ready();
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(answer.body.checks.cms).toBe("down (timeout)");
  });

  it("stays 200 on stale copies while the CMS is down", async () => {
    expect((await loadRender({ path: "pagina/contact", expect: ["general-page"] })).status).toBe(
      "ok",
    );
    cmsFails(() => HttpResponse.error());
    const answer = await ready();
    expect(answer.status).toBe(200);
    expect(answer.body.checks.cms).toBe("serving stale copies (unreachable)");
  });

  it("is 503 while the server drains", async () => {
    const answer = await ready({ draining: true });
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ ready: false, checks: { draining: true } });
  });

  it("asks the CMS once per few seconds however often it is asked", async () => {
    await Promise.all([ready(), ready(), ready()]);
    await ready();
    expect(probes()).toHaveLength(1);
  });
});
