import { describe, expect, it } from "vitest";
import { loadHome } from "~/services/screens/home.server";
import { loadNewsList, loadPageList } from "~/services/screens/lists.server";
import { loadProductionList } from "~/services/screens/productions.server";
import { testCms } from "./support/cms";

testCms();

const request = new Request("https://www.theater-amsterdam.example/");

describe("list and home services against the demo CMS", () => {
  it("pages the news list, newest first, with tag filters and furniture", async () => {
    const first = await loadNewsList(request, "nl", { page: 0, perPage: 10 });
    if (first.status !== "ok") throw new Error(first.status);
    expect(first.value.items).toHaveLength(10);
    expect(first.value.total).toBeGreaterThanOrEqual(25);
    const dates = first.value.items.map((i) => i.node.publication_date ?? "");
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(first.value.furniture.mainMenu?.length).toBeGreaterThan(0);
    const tagged = await loadNewsList(request, "nl", { page: 0, perPage: 10, tags: ["zakelijk"] });
    if (tagged.status !== "ok") throw new Error(tagged.status);
    expect(tagged.value.total).toBeLessThan(first.value.total);
    expect(tagged.value.items.every((i) => i.page.newsPageTags?.includes("zakelijk"))).toBe(true);
  });

  it("searches general pages by q", async () => {
    const result = await loadPageList(request, "en", { page: 0, perPage: 10, q: "contact" });
    if (result.status !== "ok") throw new Error(result.status);
    expect(result.value.items.some((i) => i.page.url === "/en/page/contact")).toBe(true);
  });

  it("loads the home page with its productions and news", async () => {
    const result = await loadHome(request, "nl");
    if (result.status !== "ok") throw new Error(result.status);
    expect(result.value.home.headerTitle).toBeTruthy();
    expect(result.value.productions.length).toBeGreaterThan(10);
    expect(result.value.news.length).toBeGreaterThan(0);
  });

  it("loads the whole production list with events and furniture", async () => {
    const result = await loadProductionList(request, "en");
    if (result.status !== "ok") throw new Error(result.status);
    expect(result.value.entries.length).toBeGreaterThanOrEqual(40);
    expect(result.value.entries.some((e) => e.events.length >= 30)).toBe(true);
    expect(result.value.furniture.siteTitle).toBeTruthy();
  });
});
