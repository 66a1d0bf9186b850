// The content contract, part 2: the blocks pages are made of (questions, quotes, persons,
// banners, tabs, sidebar items, widgets).
import * as v from "valibot";
import { imageCropSchema, linkSchema } from "./furniture-schema";
import { html, id, nullish } from "./primitives";

export const questionSchema = v.object({
  id: nullish(id),
  question: nullish(v.string()),
  title: nullish(v.string()),
  answer: nullish(html),
});

export const faqCategorySchema = v.object({
  id: nullish(id),
  name: nullish(v.string()),
  title: nullish(v.string()),
  questions: nullish(v.array(questionSchema)),
});

export const quoteSchema = v.object({
  name: nullish(v.string()),
  quote: nullish(v.string()),
  content: nullish(v.string()),
  picture: nullish(imageCropSchema),
  stars: nullish(v.number()),
});

export const personSchema = v.object({
  name: nullish(v.string()),
  quote: nullish(v.string()),
  description: nullish(html),
  priority: nullish(v.number()),
  layout_large: nullish(v.boolean()),
  picture: nullish(imageCropSchema),
  link: nullish(v.string()),
});

export const personGroupSchema = v.object({
  id: nullish(id),
  name: nullish(v.string()),
  persons: nullish(v.array(personSchema)),
});

export const sponsorSchema = v.object({
  name: nullish(v.string()),
  image: nullish(imageCropSchema),
  link: nullish(v.string()),
});

export const bannerSchema = v.object({
  title: nullish(v.string()),
  subtitle: nullish(v.string()),
  image: nullish(imageCropSchema),
  button_text: nullish(v.string()),
  buttonText: nullish(v.string()),
  link: nullish(linkSchema),
});

export const tabSchema = v.object({
  title: nullish(v.string()),
  content: nullish(html),
});

export const sidebarItemSchema = v.object({
  id: nullish(id),
  title: nullish(v.string()),
  content: nullish(html),
  text: nullish(v.string()),
  icon: nullish(v.string()),
});

export const contentBlockSchema = v.object({
  heading: nullish(v.string()),
  subheading: nullish(v.string()),
  content: nullish(html),
  image: nullish(imageCropSchema),
  button_text: nullish(v.string()),
  layout_large: nullish(v.boolean()),
  link: nullish(v.string()),
  image_on_right: nullish(v.boolean()),
});

/**
 * A widget is decoded loosely by kind; the view builder rejects kinds it does not know
 * (spec: an unknown kind is an error), which surfaces as PARSE_FAILED.
 */
export const widgetSchema = v.object({
  kind: v.string(),
  id: nullish(id),
  ...contentBlockSchema.entries,
  blocks: nullish(v.array(contentBlockSchema)),
  title: nullish(v.string()),
  socials: nullish(v.boolean()),
  paymentmethods: nullish(v.boolean()),
  quotes: nullish(v.array(quoteSchema)),
  categories: nullish(v.array(faqCategorySchema)),
});

export type Widget = v.InferOutput<typeof widgetSchema>;
export type Banner = v.InferOutput<typeof bannerSchema>;
export type Question = v.InferOutput<typeof questionSchema>;
export type FaqCategory = v.InferOutput<typeof faqCategorySchema>;
export type Quote = v.InferOutput<typeof quoteSchema>;
export type Person = v.InferOutput<typeof personSchema>;
export type Sponsor = v.InferOutput<typeof sponsorSchema>;
export type Tab = v.InferOutput<typeof tabSchema>;
export type SidebarItem = v.InferOutput<typeof sidebarItemSchema>;
export type ContentBlock = v.InferOutput<typeof contentBlockSchema>;
