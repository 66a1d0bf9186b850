// The page furniture (menus, footer) for screens that have no CMS page of their own, such as the
// confirmation pages: taken from the production list, the cached call the list screens already
// make (60 s, spec §9). When it fails the layout falls back to the default menus, so such a page
// never fails for want of a footer.

import type { Furniture } from "~/content/schema";
import { buildLayout, emptyLayout, type LayoutView } from "~/models/content/furniture";
import type { Locale } from "~/models/http/locale";
import { richTextOrNull } from "~/models/text/rich-text";
import { describeFailure } from "../content/result";
import { linkHosts } from "../operations/env.server";
import { log } from "../operations/log.server";
import { loadProductionList } from "./productions.server";

/** The layout of a list answer's furniture, its HTML sanitised for this site's link hosts. */
export function layoutFor(furniture: Furniture): LayoutView {
  const hosts = linkHosts();
  return buildLayout(furniture, (html) => richTextOrNull(html, hosts));
}

export async function loadSiteLayout(request: Request, locale: Locale): Promise<LayoutView> {
  try {
    const result = await loadProductionList(request, locale);
    if (result.status !== "ok") {
      log.error(`[layout] production-page-list-${locale}: ${describeFailure(result)}`);
      return emptyLayout();
    }
    return layoutFor(result.value.furniture);
  } catch (error) {
    log.error(`[layout] production-page-list-${locale}: ${String(error)}`);
    return emptyLayout();
  }
}
