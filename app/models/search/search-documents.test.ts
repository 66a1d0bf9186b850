import { describe, expect, it } from "vitest";
import type { GeneralPageData, HomeData, ProductionPageData } from "~/content/schema";
import { homeDocument, newsDocument, pageDocument, productionDocument } from "./search-documents";

describe("search documents", () => {
  it("takes a page's FAQ from its blocks and categories, and its text from blocks and tabs", () => {
    const page = {
      heading: "Bereikbaarheid",
      contentMain: "<p>Aan het <b>water</b>.</p>",
      widgets: [
        { kind: "image_block", heading: "Met de fiets", content: "<p>Gratis stalling.</p>" },
        {
          kind: "question_category_group",
          title: "Parkeren",
          categories: [
            {
              name: "Parkeren",
              questions: [{ question: "Is er een parkeergarage?", answer: "<p>Ja.</p>" }],
            },
          ],
        },
      ],
      tabs: [{ title: "Tram", content: "<p>Lijn 3</p>" }],
      faqCategories: [{ name: "Cadeaubonnen", questions: [{ question: "Waar koop ik er een?" }] }],
    } as GeneralPageData;
    const doc = pageDocument("7", page);
    expect(doc).toMatchObject({ id: "page:7", kind: "page", title: "Bereikbaarheid" });
    expect(doc.faq.split("\n")).toEqual([
      "Parkeren",
      "Is er een parkeergarage?",
      "Ja.",
      "Cadeaubonnen",
      "Waar koop ik er een?",
    ]);
    expect(doc.text).toContain("Aan het water .");
    expect(doc.text).toContain("Met de fiets");
    expect(doc.text).toContain("Lijn 3");
  });

  it("gives a production its translation's title and keywords (both languages)", () => {
    const nl = { heading: "De Notenkraker", searchKeywords: "Ballet", genres: ["Dans"] };
    const en = { heading: "The Nutcracker", searchKeywords: "Ballet, Dance" };
    const doc = productionDocument(
      "1",
      { page: nl as ProductionPageData, events: [{ data: { sitetags: ["Familie"] } }] },
      { page: en as ProductionPageData, events: [] },
    );
    expect(doc).toMatchObject({ title: "De Notenkraker", otherTitle: "The Nutcracker" });
    expect(doc.keywords.split("\n")).toEqual(["Ballet", "Dans", "Familie", "Ballet, Dance"]);
    expect(
      productionDocument("1", { page: nl as ProductionPageData, events: [] }, null).otherTitle,
    ).toBe("");
  });

  it("gives news its tags as keywords, and the home page its banners under the site's name", () => {
    expect(
      newsDocument("n", { heading: "Fondsfeest", newsPageTags: ["fonds"] } as GeneralPageData),
    ).toMatchObject({ id: "news:n", kind: "news", keywords: "fonds" });
    const home = homeDocument("home-en", {
      siteTitle: "Theater Amsterdam",
      headerTitle: "Welcome",
      banners: [{ title: "Gift card", subtitle: "Give a night out.", button_text: "Order" }],
      textWidget1: { title: "Box office", content: "<p>Open from noon</p>" },
    } as HomeData);
    expect(home).toMatchObject({ title: "Theater Amsterdam", subheading: "Welcome", kind: "page" });
    expect(home.text.split("\n")).toEqual([
      "Gift card",
      "Give a night out.",
      "Order",
      "Box office",
      "Open from noon",
    ]);
  });
});
