import { delay, HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { loader as catchAllLoader } from "~/routes/catch-all";
import { loader as pageLoader } from "~/routes/page";
import { generalPageAnswer, redirectAnswer } from "./support/answers";
import { testCms, thrown } from "./support/cms";
import { expectConsoleError } from "./support/console-guard";

const cms = testCms({ demo: false });
const server = cms.server;
const upstreamPaths = cms.paths;

function renderAt(path: string, resolver: Parameters<typeof http.get>[1]) {
  server.use(http.get(`http://cms.test/api/render/${path}`, resolver));
}

async function callPage(path: string, init: RequestInit = {}) {
  const url = new URL(path, "https://www.theater-amsterdam.example");
  const slug = url.pathname.split("/").pop() ?? "";
  const request = new Request(url, init);
  return pageLoader({ request, params: { url: slug }, context: {} });
}

type PageData = {
  data: { page: { heading: string } | null; shell: { preview: boolean } };
  init: { headers?: HeadersInit } | null;
};
const asPage = (value: unknown) => value as PageData;
const cacheControl = (value: unknown) =>
  new Headers(asPage(value).init?.headers).get("Cache-Control");

describe("general page loader against the CMS", () => {
  it("renders a page from a 200 answer with CDN-friendly caching", async () => {
    renderAt("pagina/contact", () =>
      HttpResponse.json(generalPageAnswer({ heading: "Contact en route" })),
    );
    const result = await callPage("/pagina/contact");
    expect(asPage(result).data.page?.heading).toBe("Contact en route");
    expect(cacheControl(result)).toMatch(
      /s-maxage=\d+.*stale-while-revalidate=\d+.*stale-if-error=\d+/,
    );
  });

  it("asks the English path for an English page", async () => {
    renderAt("en/page/contact", () =>
      HttpResponse.json(generalPageAnswer({ heading: "Contact us" })),
    );
    const result = await callPage("/en/page/contact");
    expect(asPage(result).data.page?.heading).toBe("Contact us");
    expect(upstreamPaths()).toEqual(["/api/render/en/page/contact"]);
  });

  it("gives 404 for a CMS 404", async () => {
    renderAt("pagina/weg", () => HttpResponse.json({ error: "not_found" }, { status: 404 }));
    expect((await thrown(callPage("/pagina/weg"))).status).toBe(404);
  });

  it("gives 500 for a CMS 500, unreadable JSON and a failed shape check", async () => {
    expectConsoleError(
      /HTTP_ERROR pagina\/a status 500/,
      /HTTP_ERROR pagina\/b unreadable JSON/,
      /DECODE_FAILED pagina\/c/,
    );
    renderAt("pagina/a", () => HttpResponse.json({}, { status: 500 }));
    renderAt(
      "pagina/b",
      () => new HttpResponse("{not json", { headers: { "content-type": "application/json" } }),
    );
    renderAt("pagina/c", () => HttpResponse.json({ node: { kind: "general-page", data: {} } }));
    for (const path of ["/pagina/a", "/pagina/b", "/pagina/c"]) {
      expect((await thrown(callPage(path))).status).toBe(500);
    }
  });

  it("gives 500 for a page whose widget kind is unknown (parse failure)", async () => {
    expectConsoleError(/PARSE_FAILED pagina\/raar: unknown widget kind/);
    renderAt("pagina/raar", () =>
      HttpResponse.json(generalPageAnswer({ data: { widgets: [{ kind: "mystery_widget" }] } })),
    );
    expect((await thrown(callPage("/pagina/raar"))).status).toBe(500);
  });

  it("drops incomplete items instead of failing", async () => {
    renderAt("pagina/faq", () =>
      HttpResponse.json(
        generalPageAnswer({
          data: {
            questions: [
              { id: "1", question: "Waar parkeer ik?", answer: "<p>In de garage.</p>" },
              { id: "2", question: "Zonder antwoord?" },
            ],
            banners: [{ title: "Zonder knop", link: { href: "/agenda" } }],
          },
        }),
      ),
    );
    const page = asPage(await callPage("/pagina/faq")).data.page as unknown as {
      questions: unknown[];
      banners: unknown[];
    };
    expect(page.questions).toHaveLength(1);
    expect(page.banners).toHaveLength(0);
  });

  it("gives 500 on a timeout instead of hanging", async () => {
    expectConsoleError(/HTTP_ERROR pagina\/traag timeout/);
    renderAt("pagina/traag", async () => {
      await delay(5_000);
      return HttpResponse.json(generalPageAnswer());
    });
    const started = Date.now();
    expect((await thrown(callPage("/pagina/traag"))).status).toBe(500);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("forwards the CMS session cookie only, shows preview and never caches it", async () => {
    const cookies: (string | null)[] = [];
    renderAt("pagina/concept", ({ request }) => {
      cookies.push(request.headers.get("cookie"));
      return HttpResponse.json(generalPageAnswer({ heading: "Concept", isPreview: true }));
    });
    const init = { headers: { cookie: "_ga=1; cms_session=abc; other=2" } };
    const first = await callPage("/pagina/concept", init);
    await callPage("/pagina/concept", init);
    expect(cookies).toEqual(["cms_session=abc", "cms_session=abc"]);
    expect(asPage(first).data.shell.preview).toBe(true);
    expect(cacheControl(first)).toBe("private, no-store");
  });

  it("does not hand a preview answer to the next anonymous visitor", async () => {
    expectConsoleError(/HTTP_ERROR pagina\/contact status 500/);
    renderAt("pagina/contact", ({ request }) =>
      request.headers.get("cookie")
        ? HttpResponse.json(generalPageAnswer({ heading: "Concept", isPreview: true }))
        : HttpResponse.json({ error: "x" }, { status: 500 }),
    );
    await callPage("/pagina/contact", { headers: { cookie: "cms_session=abc" } });
    expect((await thrown(callPage("/pagina/contact"))).status).toBe(500);
  });

  it("coalesces 20 concurrent identical requests into one upstreamPaths() call", async () => {
    renderAt("pagina/druk", async () => {
      await delay(50);
      return HttpResponse.json(generalPageAnswer({ heading: "Druk" }));
    });
    const results = await Promise.all(Array.from({ length: 20 }, () => callPage("/pagina/druk")));
    expect(upstreamPaths()).toEqual(["/api/render/pagina/druk"]);
    expect(results.every((r) => asPage(r).data.page?.heading === "Druk")).toBe(true);
  });

  it("serves the last good copy when the CMS fails afterwards", async () => {
    expectConsoleError(/HTTP_ERROR pagina\/contact network/);
    let up = true;
    renderAt("pagina/contact", () =>
      up ? HttpResponse.json(generalPageAnswer({ heading: "Goed" })) : HttpResponse.error(),
    );
    await callPage("/pagina/contact");
    up = false;
    const stale = await callPage("/pagina/contact");
    expect(asPage(stale).data.page?.heading).toBe("Goed");
    expect(cacheControl(stale)).toMatch(/s-maxage=10/);
    expect(upstreamPaths()).toHaveLength(2);
  });
});

describe("catch-all redirect lookup", () => {
  const callCatchAll = (path: string) =>
    catchAllLoader({
      request: new Request(new URL(path, "https://www.theater-amsterdam.example")),
      params: {},
      context: {},
    });

  it("redirects an internal target with an HTTP redirect, looking up the lower-cased path", async () => {
    renderAt("oude-pagina", () =>
      HttpResponse.json(
        redirectAnswer({ url: "/pagina/contact", urlTranslated: "/en/page/contact" }),
      ),
    );
    const response = await thrown(callCatchAll("/Oude-Pagina"));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/pagina/contact");
  });

  it("answers a permanent redirect with 301 and a day's cache, a temporary one with 302", async () => {
    renderAt("verhuisd", () =>
      HttpResponse.json(redirectAnswer({ url: "/pagina/contact", redirectType: "permanent" })),
    );
    renderAt("tijdelijk", () =>
      HttpResponse.json(redirectAnswer({ url: "/pagina/contact", redirectType: "temporary" })),
    );
    const permanent = await thrown(callCatchAll("/verhuisd"));
    expect(permanent.status).toBe(301);
    expect(permanent.headers.get("Location")).toBe("/pagina/contact");
    expect(permanent.headers.get("Cache-Control")).toBe("public, max-age=3600, s-maxage=86400");
    const temporary = await thrown(callCatchAll("/tijdelijk"));
    expect(temporary.status).toBe(302);
    expect(temporary.headers.get("Cache-Control")).toBe("public, max-age=0, s-maxage=300");
  });

  it("uses the translated url on English paths", async () => {
    renderAt("en/old", () =>
      HttpResponse.json(
        redirectAnswer({ url: "/pagina/contact", urlTranslated: "/en/page/contact" }),
      ),
    );
    const response = await thrown(callCatchAll("/en/old"));
    expect(response.headers.get("Location")).toBe("/en/page/contact");
  });

  it("shows the interstitial for an external target", async () => {
    renderAt("kaartjes", () =>
      HttpResponse.json(redirectAnswer({ link: "https://example.org/tickets" }, "short-url")),
    );
    const result = (await callCatchAll("/kaartjes")) as unknown as {
      data: { external: { url: string } };
    };
    expect(result.data.external.url).toBe("https://example.org/tickets");
  });

  it("treats click-type and url-less redirects as not found", async () => {
    renderAt("klik", () =>
      HttpResponse.json(redirectAnswer({ url: "/pagina/contact", redirectType: "click" })),
    );
    renderAt("leeg", () => HttpResponse.json(redirectAnswer({})));
    expect((await thrown(callCatchAll("/klik"))).status).toBe(404);
    expect((await thrown(callCatchAll("/leeg"))).status).toBe(404);
  });

  it("asks again with the full path and query when the path is unknown", async () => {
    server.use(
      http.get("http://cms.test/api/render/*", ({ request }) => {
        const path = new URL(request.url).pathname.replace("/api/render/", "");
        if (path === encodeURIComponent("actie?code=herfst")) {
          return HttpResponse.json(redirectAnswer({ url: "/pagina/herfst" }));
        }
        return HttpResponse.json({}, { status: 404 });
      }),
    );
    const response = await thrown(callCatchAll("/actie?code=herfst"));
    expect(response.headers.get("Location")).toBe("/pagina/herfst");
    expect(upstreamPaths()).toHaveLength(2);
  });

  it("gives 404 when nothing matches and 500 when the CMS fails", async () => {
    expectConsoleError(/HTTP_ERROR kapot status 503/);
    renderAt("niets", () => HttpResponse.json({}, { status: 404 }));
    renderAt("kapot", () => HttpResponse.json({}, { status: 503 }));
    expect((await thrown(callCatchAll("/niets"))).status).toBe(404);
    expect((await thrown(callCatchAll("/kapot"))).status).toBe(500);
  });

  it("hands a content page's redirect answer to the same logic", async () => {
    renderAt("pagina/oud", () =>
      HttpResponse.json(redirectAnswer({ url: "/pagina/nieuw", urlTranslated: "/en/page/new" })),
    );
    const response = await thrown(callPage("/pagina/oud"));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/pagina/nieuw");
  });
});
