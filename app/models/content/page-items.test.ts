import { describe, expect, it } from "vitest";
import { testCrop } from "../../../tests/support/test-crop";
import {
  bannerView,
  faqCategoryView,
  layoutBanners,
  personGroupView,
  questionView,
  quoteViews,
  sidebarItemView,
  sponsorView,
  tabView,
} from "./page-items";

const html = (s: string | null | undefined) => (s?.trim() ? s : null);
const image = testCrop({ crop_type: "thumb" });

describe("questions and FAQ categories", () => {
  it("keep a question with id, text and answer; accept title for question", () => {
    expect(questionView({ id: "1", title: "Parkeren?", answer: "<p>Ja</p>" }, html)).toEqual({
      id: "1",
      question: "Parkeren?",
      answer: "<p>Ja</p>",
    });
  });
  it("drop a question lacking id, question or answer", () => {
    expect(questionView({ question: "Q", answer: "A" }, html)).toBeNull();
    expect(questionView({ id: "1", answer: "A" }, html)).toBeNull();
    expect(questionView({ id: "1", question: "Q", answer: " " }, html)).toBeNull();
  });
  it("drop a category without name and incomplete questions inside it", () => {
    expect(faqCategoryView({ id: "c", questions: [] }, html)).toBeNull();
    const category = faqCategoryView(
      {
        id: "c",
        title: "Bezoek",
        questions: [
          { id: "1", question: "Q", answer: "A" },
          { id: "2", question: "Q2" },
        ],
      },
      html,
    );
    expect(category?.name).toBe("Bezoek");
    expect(category?.questions).toHaveLength(1);
  });
});

describe("quotes", () => {
  it("stop at the first quote lacking both text and stars", () => {
    const quotes = quoteViews([
      { name: "NRC", quote: "Prachtig", stars: 4 },
      { name: "Parool" },
      { name: "Volkskrant", quote: "Sterk" },
    ]);
    expect(quotes.map((q) => q.name)).toEqual(["NRC"]);
  });
  it("keep a stars-only quote with a name and cap stars at five", () => {
    expect(quoteViews([{ name: "Trouw", stars: 7 }])).toEqual([
      { name: "Trouw", text: null, stars: 5, picture: null },
    ]);
  });
  it("skip a quote with stars but neither name nor text", () => {
    expect(quoteViews([{ stars: 3 }, { name: "A", content: "Mooi" }]).map((q) => q.name)).toEqual([
      "A",
    ]);
  });
});

describe("persons", () => {
  const person = (name: string, priority: number) => ({ name, priority, layout_large: false });
  it("sort by priority and drop persons lacking name, layout flag or priority", () => {
    const group = personGroupView(
      {
        id: "g",
        name: "Cast",
        persons: [
          person("B", 2),
          person("A", 1),
          { name: "C", priority: 3 },
          { layout_large: true, priority: 0 },
        ],
      },
      html,
    );
    expect(group?.persons.map((p) => p.name)).toEqual(["A", "B"]);
    expect(group?.many).toBe(false);
  });
  it("mark groups of seven or more as many", () => {
    const persons = Array.from({ length: 7 }, (_, i) => person(`P${i}`, i));
    expect(personGroupView({ id: "g", persons }, html)?.many).toBe(true);
  });
  it("drop an empty group", () => {
    expect(personGroupView({ id: "g", persons: [] }, html)).toBeNull();
  });
});

describe("sponsors, banners, tabs and sidebar items", () => {
  it("need a sponsor name and a complete image", () => {
    expect(sponsorView({ name: "Bank", image })).not.toBeNull();
    expect(sponsorView({ name: "Bank" })).toBeNull();
    expect(sponsorView({ name: "Bank", image: { ...image, crop_x: null } })).toBeNull();
  });
  it("need a banner title, and in the layout a button text and link", () => {
    expect(bannerView({ subtitle: "x" })).toBeNull();
    const banners = layoutBanners([
      { title: "Met knop", buttonText: "Lees", link: { href: "/pagina/a" } },
      { title: "Oude veldnaam", button_text: "Lees", link: { href: "/pagina/b" } },
      { title: "Zonder knop", link: { href: "/pagina/c" } },
    ]);
    expect(banners.map((b) => b.title)).toEqual(["Met knop", "Oude veldnaam"]);
  });
  it("need a tab title and some sidebar content", () => {
    expect(tabView({ content: "x" }, html)).toBeNull();
    expect(tabView({ title: "Prijzen", content: "x" }, html)?.title).toBe("Prijzen");
    expect(sidebarItemView({ id: "1", icon: "clock" }, html)).toBeNull();
    expect(sidebarItemView({ id: "1", title: "Open" }, html)?.title).toBe("Open");
  });
});
