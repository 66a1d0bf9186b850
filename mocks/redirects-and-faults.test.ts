// Redirect lookups, the presale service and the demo-only fault paths.
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderResponseSchema } from "../app/content/schema";
import { contractProblems } from "./contract-check";
import { server } from "./node";

const CMS = "http://cms.test";

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

// biome-ignore lint/suspicious/noExplicitAny: the tests read answers as loose JSON
type Json = Record<string, any>;

async function render(path: string) {
  const response = await fetch(`${CMS}/api/render/${path}`);
  return { status: response.status, body: (await response.json()) as Json };
}

describe("redirect lookups", () => {
  it("serves internal, external and click-type redirects", async () => {
    expect((await render("oude-contactpagina")).body).toMatchObject({
      is_redirect: true,
      node: {
        kind: "redirect",
        data: { url: "/pagina/contact", urlTranslated: "/en/page/contact" },
      },
    });
    expect((await render("en/old-contact")).body.node.data.urlTranslated).toBe("/en/page/contact");
    expect((await render("kaartjes-extern")).body.node.data.url).toBe(
      "https://example.org/tickets",
    );
    expect((await render("klik-actie")).body.node.data.redirectType).toBe("click");
    expect((await render("familie")).body.node.data.url).toBe("/agenda?q=familie");
    expect((await render("kapotte-doorverwijzing")).body.node.data.url).toBeUndefined();
  });

  it("serves short URLs, relative and absolute on the site's own host", async () => {
    expect((await render("kort/zomer")).body).toMatchObject({
      is_redirect: true,
      node: { kind: "short-url", data: { link: "/pagina/over-ons" } },
    });
    expect((await render("kort/agenda")).body.node.data.link).toBe(
      "https://www.theater-amsterdam.example/agenda",
    );
  });

  it("answers a redirect with a query only for the encoded full path", async () => {
    expect((await render("actie")).status).toBe(404);
    expect((await render("actie?code=herfst")).status).toBe(404);
    const { body } = await render(encodeURIComponent("actie?code=herfst"));
    expect(body.node.data.url).toBe("/voorstelling/sterrennacht?presale=VOORVERKOOP");
  });

  it("answers a content path with a redirect node", async () => {
    const { status, body } = await render("pagina/oude-bereikbaarheid");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      is_redirect: true,
      node: { data: { url: "/pagina/bereikbaarheid" } },
    });
  });
});

describe("presale service", () => {
  it("accepts the demo code and refuses others", async () => {
    const valid = await (await fetch(`${CMS}/api/services/presale?q=VOORVERKOOP`)).json();
    expect(valid).toMatchObject({
      valid: true,
      text_default: expect.any(String),
      text_sold_out: expect.any(String),
    });
    expect(valid.production_page_ids.length).toBeGreaterThan(0);
    const page = await render("voorstelling/sterrennacht");
    expect(valid.production_page_ids).toContain(page.body.node.id);
    expect(await (await fetch(`${CMS}/api/services/presale?q=fout`)).json()).toEqual({
      valid: false,
    });
    expect(await (await fetch(`${CMS}/api/services/presale`)).json()).toEqual({ valid: false });
  });
});

describe("demo-only fault paths", () => {
  it("answers 500", async () => {
    expect((await fetch(`${CMS}/api/render/pagina/demo-fout-500`)).status).toBe(500);
  });

  it("answers 200 with a body that is not JSON", async () => {
    const response = await fetch(`${CMS}/api/render/pagina/demo-fout-json`);
    expect(response.status).toBe(200);
    await expect(response.json()).rejects.toThrow();
  });

  it("answers JSON that fails the contract", async () => {
    const { status, body } = await render("pagina/demo-fout-vorm");
    expect(status).toBe(200);
    expect(v.safeParse(renderResponseSchema, body).success).toBe(false);
  });

  it("answers a valid page with a widget of unknown kind", async () => {
    const { body } = await render("pagina/demo-fout-widget");
    expect(contractProblems("demo-fout-widget", body)).toEqual([]);
    expect(body.node.data.widgets.map((widget: { kind: string }) => widget.kind)).toContain(
      "mystery_widget",
    );
  });

  it("answers slowly", async () => {
    const controller = new AbortController();
    const request = fetch(`${CMS}/api/render/pagina/demo-traag`, { signal: controller.signal });
    const outcome = await Promise.race([
      request.then(() => "answered"),
      new Promise((resolve) => setTimeout(() => resolve("still waiting"), 300)),
    ]);
    controller.abort();
    await request.catch(() => undefined);
    expect(outcome).toBe("still waiting");
  });
});
