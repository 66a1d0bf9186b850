import { describe, expect, it } from "vitest";
import { viewCrop } from "../../models/content/image-url";
import { buildContentPageView, cardFromNode, withTaggedNews } from "./content-page";

const image = {
  cdn_url_path: "u1.jpg",
  crop_of: "u1",
  crop_width: 1600,
  crop_height: 600,
  crop_x: 0,
  crop_y: 0,
  crop_type: "header_large",
};
const hosts = {
  own: ["www.theater-amsterdam.example"],
  ticketing: ["tickets.theater-amsterdam.example"],
};
const node = { id: "p1", kind: "general-page", data: {} };
const build = (data: Record<string, unknown>, nodes = {}) =>
  buildContentPageView({ url: "/pagina/over-ons", ...data } as never, {
    kind: "general",
    node,
    nodes,
    locale: "nl",
    hosts,
  });

describe("content page view", () => {
  it("sanitises rich text and marks external links", () => {
    const page = build({
      heading: "Over ons",
      contentMain:
        '<p onclick="x()">Hoi <a href="https://elders.example">daar</a></p><script>alert(1)</script>',
    });
    expect(page.contentMain).toBe(
      '<p>Hoi <a href="https://elders.example" target="_blank" rel="noopener noreferrer">daar</a></p>',
    );
  });

  it("prefers a valid header video over header images, and hides the header on request", () => {
    expect(
      build({ youtubeUrl: "https://youtu.be/dQw4w9WgXcQ", images: { headerLarge: [image] } })
        .header,
    ).toEqual({ kind: "video", videoId: "dQw4w9WgXcQ" });
    expect(
      build({ youtubeUrl: "https://youtu.be/short", images: { headerLarge: [image] } }).header,
    ).toEqual({ kind: "images", images: [viewCrop(image)] });
    expect(build({ hideHeaderImage: true, images: { headerLarge: [image] } }).header).toBeNull();
  });

  it("keeps only 11-character video embeds", () => {
    expect(
      build({
        youtubeEmbedURLs: ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "https://vimeo.com/1"],
      }).videos,
    ).toEqual(["dQw4w9WgXcQ"]);
  });

  it("builds the news section from referenced news nodes and the page's tags", () => {
    const news = {
      id: "n1",
      kind: "news-page",
      publication_date: "2026-11-01T10:00:00+01:00",
      data: { url: "/nieuwsitem/a", heading: "Nieuws A", images: { thumb: image } },
    };
    const page = build(
      {
        newsWidgetHeading: "Laatste nieuws",
        newsWidgetTags: ["theater", " "],
        footerNewsPages: ["n1", "missing"],
      },
      { n1: news },
    );
    expect(page.news).toEqual({
      heading: "Laatste nieuws",
      tags: ["theater"],
      cards: [expect.objectContaining({ heading: "Nieuws A", href: "/nieuwsitem/a" })],
    });
  });

  it("leaves the news block out when it has no cards, heading and tags or not", () => {
    const page = build({ newsWidgetHeading: "Nieuws van het fonds", newsWidgetTags: ["fonds"] });
    expect(page.news).toBeNull();
    expect(page.newsByTag).toEqual({ heading: "Nieuws van het fonds", tags: ["fonds"] });
    expect(build({ footerNewsPages: ["missing"] }).news).toBeNull();
    expect(build({ footerNewsPages: ["missing"] }).newsByTag).toBeNull();
  });

  it("fills a tagged news block from the news list, or keeps it absent", () => {
    const page = build({ newsWidgetHeading: "Nieuws van het fonds", newsWidgetTags: ["fonds"] });
    const item = (n: number) => ({
      id: `n${n}`,
      kind: "news-page",
      publication_date: "2026-11-01T10:00:00+01:00",
      data: { url: `/nieuwsitem/${n}`, heading: `Fonds ${n}`, images: { thumb: image } },
    });
    const filled = withTaggedNews(page, [1, 2, 3, 4].map(item), "nl");
    expect(filled.news?.heading).toBe("Nieuws van het fonds");
    expect(filled.news?.tags).toEqual(["fonds"]);
    expect(filled.news?.cards.map((c) => c.heading)).toEqual(["Fonds 1", "Fonds 2", "Fonds 3"]);
    expect(withTaggedNews(page, [], "nl").news).toBeNull();
  });

  it("falls back from heading to title and defaults pages to indexable", () => {
    const page = build({ title: "Titel" });
    expect(page.heading).toBe("Titel");
    expect(page.isIndexable).toBe(true);
    expect(build({ title: "T", isIndexable: false }).isIndexable).toBe(false);
  });

  it("drops a card without an image or heading", () => {
    expect(
      cardFromNode(
        { id: "x", kind: "general-page", data: { url: "/pagina/x", heading: "X" } },
        "nl",
      ),
    ).toBeNull();
    expect(
      cardFromNode(
        {
          id: "x",
          kind: "general-page",
          data: { url: "/pagina/x", images: { thumb: image } },
        },
        "nl",
      ),
    ).toBeNull();
  });

  it("formats a card's date on the server", () => {
    const card = cardFromNode(
      {
        id: "n",
        kind: "news-page",
        publication_date: "2026-03-31T10:00:00+02:00",
        data: { url: "/nieuwsitem/n", heading: "N", images: { thumb: image } },
      },
      "nl",
    );
    expect(card?.dateText).toBe("dinsdag 31 maart 2026");
  });
});
