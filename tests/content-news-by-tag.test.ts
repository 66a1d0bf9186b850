// A content page's news block that names tags but no items (the fund page's "Nieuws van het
// fonds") is filled from the news list with those tags, in the loader (content.server.ts); a
// failed list leaves the block out, and the page shared between requests is never changed.
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { loader as pageLoader } from "~/routes/page";
import { loadContentPage } from "~/services/screens/content.server";
import type { ContentPageView } from "~/views/content/content-page";
import { SITE, testCms } from "./support/cms";
import { expectConsoleError } from "./support/console-guard";

const cms = testCms();

async function fundPage(path: string): Promise<ContentPageView> {
  const slug = path.split("/").pop() ?? "";
  const result = await pageLoader({
    request: new Request(new URL(path, SITE)),
    params: { url: slug },
    context: {},
  });
  return (result as unknown as { data: { page: ContentPageView } }).data.page;
}

describe("news by tag on a content page", () => {
  it("shows the fund's news on the fund page, in both languages", async () => {
    const nl = await fundPage("/pagina/carrefonds");
    expect(nl.newsByTag).toBeNull();
    expect(nl.news?.cards.length).toBeGreaterThan(0);
    expect(nl.news?.cards.length).toBeLessThanOrEqual(3);
    const en = await fundPage("/en/page/carrefonds");
    expect(en.news?.cards.length).toBeGreaterThan(0);
    expect(en.news?.cards.every((card) => card.href.startsWith("/en/"))).toBe(true);
  });

  it("leaves the shared page as it was built", async () => {
    await fundPage("/pagina/carrefonds");
    const request = new Request(new URL("/pagina/carrefonds", SITE));
    const shared = await loadContentPage(request, "nl", "general", "pagina/carrefonds");
    expect(shared.kind).toBe("page");
    if (shared.kind === "page") {
      expect(shared.value.newsByTag).not.toBeNull();
      expect(shared.value.news).toBeNull();
    }
  });

  it("leaves the block out when the news list fails", async () => {
    expectConsoleError(/HTTP_ERROR news-page-list-nl status 500/);
    cms.server.use(
      http.get("http://cms.test/api/render/news-page-list-nl", () =>
        HttpResponse.json({ error: "down" }, { status: 500 }),
      ),
    );
    const page = await fundPage("/pagina/carrefonds");
    expect(page.heading).toBeTruthy();
    expect(page.news).toBeNull();
    expect(page.newsByTag).toBeNull();
  });
});
