// Whether the screen at a request's path takes posts, for the `Allow` of a 405 (an OPTIONS
// request, a post to a screen without a form). The router turns OPTIONS away before it matches
// a route, so the screen is found from the path (app/models/dates/screen-at.ts). A content page takes
// posts only when it shows a form, which depends on the page (the same rule as its action).

import { screenAt } from "~/models/dates/screen-at";
import { localeFromPath } from "~/models/http/locale";
import { pageTakesPosts } from "../forms/page-forms.server";

export async function screenTakesPosts(
  request: Request,
  routeModules: Readonly<Record<string, unknown>>,
): Promise<boolean> {
  const pathname = new URL(request.url).pathname;
  const screen = screenAt(pathname);
  if (screen.name === "page") {
    return pageTakesPosts(request, localeFromPath(pathname), screen.params.url ?? "");
  }
  const module = routeModules[screen.routeId] as { action?: unknown } | undefined;
  return typeof module?.action === "function";
}
