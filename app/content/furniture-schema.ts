// The content contract, part 1: the page furniture (menus, footer, social links) and images.
import * as v from "valibot";
import { html, id, nullish } from "./primitives";

export const imageCropSchema = v.object({
  cdn_url_path: v.string(),
  crop_of: nullish(v.string()),
  crop_width: nullish(v.number()),
  crop_height: nullish(v.number()),
  crop_x: nullish(v.number()),
  crop_y: nullish(v.number()),
  crop_type: nullish(v.string()),
  alt: nullish(v.string()),
});

export const imagesSchema = v.object({
  thumb: nullish(imageCropSchema),
  headerLarge: nullish(v.array(imageCropSchema)),
  headerSmall: nullish(v.array(imageCropSchema)),
  tabs: nullish(imageCropSchema),
  sponsor: nullish(imageCropSchema),
});

export const linkSchema = v.object({
  type: nullish(v.string()),
  href: nullish(v.string()),
});

export type MenuItemInput = {
  id?: string | number | null;
  title?: string | null;
  label?: string | null;
  link?: string | null;
  icon?: string | null;
  visible_in_aally?: boolean | null;
  children?: MenuItemInput[] | null;
};
export type MenuItemOutput = Omit<MenuItemInput, "id" | "children"> & {
  id?: string | null;
  children?: MenuItemOutput[] | null;
};
export const menuItemSchema: v.GenericSchema<MenuItemInput, MenuItemOutput> = v.object({
  id: nullish(id),
  title: nullish(v.string()),
  label: nullish(v.string()),
  link: nullish(v.string()),
  icon: nullish(v.string()),
  visible_in_aally: nullish(v.boolean()),
  children: nullish(v.array(v.lazy(() => menuItemSchema))),
});

export const footerItemSchema = v.object({
  heading: nullish(v.string()),
  content: nullish(html),
  menuItems: nullish(v.array(menuItemSchema)),
  socials: nullish(v.boolean()),
  paymentMethods: nullish(v.boolean()),
});

export const socialLinkSchema = v.object({
  network: v.string(),
  url: v.string(),
});

/** Page furniture: delivered with every page (node.data) so one render call builds the layout. */
export const furnitureSchema = v.object({
  siteTitle: nullish(v.string()),
  mainMenu: nullish(v.array(menuItemSchema)),
  topMenu: nullish(v.array(menuItemSchema)),
  footerItems: nullish(v.array(footerItemSchema)),
  subFooterInfo: nullish(html),
  socials: nullish(v.array(socialLinkSchema)),
  copyright: nullish(v.string()),
  sponsorImage: nullish(imageCropSchema),
  mainSponsorURL: nullish(v.string()),
  isFoundation: nullish(v.boolean()),
});

export type ImageCropInput = v.InferOutput<typeof imageCropSchema>;
export type Furniture = v.InferOutput<typeof furnitureSchema>;
export type MenuItem = MenuItemOutput;
