// The demo CMS over real HTTP, as `npm start` and the end-to-end tests use it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterService } from "./newsletter";
import { type DemoCms, siteOriginFromEnv, startDemoCms } from "./server";

let demo: DemoCms;
beforeAll(async () => {
  demo = await startDemoCms(0);
});
afterAll(() => demo.close());

describe("the demo's site", () => {
  it("is SITE_URL's origin, else localhost on the site's PORT", () => {
    expect(siteOriginFromEnv({ SITE_URL: "https://www.example.nl/x/", PORT: "8080" })).toBe(
      "https://www.example.nl",
    );
    expect(siteOriginFromEnv({ PORT: "4350" })).toBe("http://localhost:4350");
    expect(siteOriginFromEnv({})).toBe("http://localhost:3000");
  });

  it("is where the outbox's links go", async () => {
    const other = await startDemoCms(0, "http://localhost:4351");
    try {
      const subscribe = await fetch(`${other.url}/api/services/newsletter/subscribe`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "buiten@example.nl", subscriptions: ["nieuwsbrief"] }),
      });
      expect(subscribe.status).toBe(200);
      const outbox = await (await fetch(`${other.url}/__outbox`)).text();
      expect(outbox).toContain(
        'href="http://localhost:4351/bevestigen?actie=nieuwsbrief-aanmelden',
      );
      expect(outbox).not.toContain("localhost:3000");
    } finally {
      newsletterService.clear();
      await other.close();
    }
  });
});

describe("startDemoCms", () => {
  it("serves the render API", async () => {
    const response = await fetch(`${demo.url}/api/render/home-nl`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.node.kind).toBe("home-page");
    expect(body.node.data.headerTitle).toBe("Welkom in het theater");
  });

  it("reads the preview cookie and answers 404 for unknown paths", async () => {
    const draft = `${demo.url}/api/render/pagina/concept-nieuwe-zaal`;
    expect((await fetch(draft)).status).toBe(404);
    const preview = await fetch(draft, { headers: { Cookie: "cms_session=abc" } });
    expect((await preview.json()).is_preview).toBe(true);
  });

  it("serves the redirect with a query only for the encoded path", async () => {
    const response = await fetch(`${demo.url}/api/render/actie%3Fcode%3Dherfst`);
    expect((await response.json()).node.kind).toBe("redirect");
  });

  it("serves generated images with a long cache lifetime", async () => {
    const response = await fetch(
      `${demo.url}/cdn/voorstelling-hamlet.jpg?width=320&crop=240,160,1920,1280`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.headers.get("cache-control")).toContain("max-age=31536000");
    expect(await response.text()).toMatch(/^<svg[^>]+width="320" height="213"/);
    expect((await fetch(`${demo.url}/cdn/../etc/passwd`)).status).toBe(404);
  });

  it("shows an index page and answers 404 for other paths", async () => {
    const index = await fetch(`${demo.url}/`);
    expect(index.headers.get("content-type")).toContain("text/html");
    expect(await index.text()).toContain("/api/render/home-nl");
    expect((await fetch(`${demo.url}/nope`)).status).toBe(404);
  });

  it("lets a test change a page as an editor would, everywhere it is shown, until reset", async () => {
    const edit = (path: string, body: unknown) =>
      fetch(`${demo.url}${path}`, { method: "POST", body: JSON.stringify(body) });
    expect((await edit("/__edit", { path: "/pagina/contact" })).status).toBe(400);
    expect((await edit("/__edit", { path: "pagina/contact", title: "x" })).status).toBe(400);
    expect((await fetch(`${demo.url}/__edit`)).status).toBe(405);
    const edited = await edit("/__edit", {
      path: "/pagina/contact",
      title: "Nieuw",
      heading: "Kop",
    });
    expect(edited.status).toBe(200);
    const page = await (await fetch(`${demo.url}/api/render/pagina/contact`)).json();
    expect(page.node.data).toMatchObject({ title: "Nieuw", heading: "Kop" });
    const other = await (await fetch(`${demo.url}/api/render/en/page/contact`)).json();
    expect(other.node.data.title).not.toBe("Nieuw");
    expect((await edit("/__edit/reset", {})).status).toBe(200);
    const reset = await (await fetch(`${demo.url}/api/render/pagina/contact`)).json();
    expect(reset.node.data.title).not.toBe("Nieuw");
  });
});
