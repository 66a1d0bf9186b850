// Spec §5: items lacking their required fields are dropped, never crashed on. Each builder
// returns null (or filters) for an item the site cannot show.
import type * as S from "~/content/schema";
import { cleanTextOrNull } from "../search/plain-text";
import { isMany } from "./banner-layout";
import { type CropInput, type ImageCrop, viewCrop } from "./image-url";

type Html = (html: string | null | undefined) => string | null;

export type QuestionView = { id: string; question: string; answer: string };
export type FaqCategoryView = { id: string; name: string; questions: QuestionView[] };
export type QuoteView = {
  name: string | null;
  text: string | null;
  stars: number | null;
  picture: ImageCrop | null;
};
export type PersonView = {
  name: string;
  quote: string | null;
  description: string | null;
  large: boolean;
  picture: ImageCrop | null;
  link: string | null;
};
export type PersonGroupView = {
  id: string;
  name: string | null;
  persons: PersonView[];
  many: boolean;
};
export type SponsorView = { name: string; image: ImageCrop; link: string | null };
export type BannerView = {
  title: string;
  subtitle: string | null;
  image: ImageCrop | null;
  buttonText: string | null;
  href: string | null;
};
export type TabView = { title: string; content: string | null };
export type SidebarItemView = {
  id: string | null;
  title: string | null;
  content: string | null;
  text: string | null;
  icon: string | null;
};

const text = cleanTextOrNull;
export const crop = (c: S.ImageCropInput | null | undefined): ImageCrop | null =>
  viewCrop(c as CropInput | null | undefined);

export function questionView(q: S.Question, html: Html): QuestionView | null {
  const question = text(q.question) ?? text(q.title);
  const answer = html(q.answer);
  if (q.id == null || !question || !answer) return null;
  return { id: q.id, question, answer };
}

export function faqCategoryView(c: S.FaqCategory, html: Html): FaqCategoryView | null {
  const name = text(c.name) ?? text(c.title);
  if (c.id == null || !name) return null;
  return { id: c.id, name, questions: compact(c.questions, (q) => questionView(q, html)) };
}

/** Quotes render until the first one lacking both text and stars (spec §3 Quote). */
export function quoteViews(quotes: S.Quote[] | null | undefined): QuoteView[] {
  const views: QuoteView[] = [];
  for (const q of quotes ?? []) {
    const quoteText = text(q.quote) ?? text(q.content);
    const stars = typeof q.stars === "number" && q.stars > 0 ? Math.min(q.stars, 5) : null;
    if (!quoteText && stars === null) break;
    if (!text(q.name) && !quoteText) continue;
    views.push({ name: text(q.name), text: quoteText, stars, picture: crop(q.picture) });
  }
  return views;
}

export function personView(p: S.Person, html: Html): PersonView | null {
  const name = text(p.name);
  if (!name || p.layout_large == null || p.priority == null) return null;
  return {
    name,
    quote: text(p.quote),
    description: html(p.description),
    large: p.layout_large,
    picture: crop(p.picture),
    link: text(p.link),
  };
}

export function personGroupView(
  group: { id?: string | null; name?: string | null; persons?: S.Person[] | null },
  html: Html,
): PersonGroupView | null {
  const sorted = [...(group.persons ?? [])].sort((a, b) => (a.priority ?? 0) - (b.priority ?? 0));
  const persons = compact(sorted, (p) => personView(p, html));
  if (persons.length === 0) return null;
  return {
    id: group.id ?? "persons",
    name: text(group.name),
    persons,
    many: isMany(persons.length),
  };
}

export function sponsorView(s: S.Sponsor): SponsorView | null {
  const name = text(s.name);
  const image = crop(s.image);
  return name && image ? { name, image, link: text(s.link) } : null;
}

export function bannerView(b: S.Banner): BannerView | null {
  const title = text(b.title);
  if (!title) return null;
  return {
    title,
    subtitle: text(b.subtitle),
    image: crop(b.image),
    buttonText: text(b.buttonText) ?? text(b.button_text),
    href: text(b.link?.href),
  };
}

/** In the page layout, banners without button text are dropped too. */
export function layoutBanners(banners: S.Banner[] | null | undefined): BannerView[] {
  return compact(banners, bannerView).filter((b) => b.buttonText && b.href);
}

export function tabView(t: S.Tab, html: Html): TabView | null {
  const title = text(t.title);
  return title ? { title, content: html(t.content) } : null;
}

export function sidebarItemView(s: S.SidebarItem, html: Html): SidebarItemView | null {
  const item = {
    id: s.id ?? null,
    title: text(s.title),
    content: html(s.content),
    text: text(s.text),
    icon: text(s.icon),
  };
  return item.title || item.content || item.text ? item : null;
}

export function compact<T, U>(
  items: readonly T[] | null | undefined,
  build: (item: T) => U | null,
): U[] {
  const out: U[] = [];
  for (const item of items ?? []) {
    const built = build(item);
    if (built !== null) out.push(built);
  }
  return out;
}
