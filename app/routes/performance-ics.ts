// "Zet in agenda" / "Add to calendar": one performance of a production as an .ics download.

import type { LoaderFunctionArgs } from "@remix-run/node";
import { i18next } from "~/i18n/i18next.server";
import { icsFileName, icsForEvent } from "~/models/dates/event-calendar";
import { performanceCalendarEvent } from "~/models/dates/production-calendar";
import { localeFromPath } from "~/models/http/locale";
import { href } from "~/route-table.js";
import { failureStatusCode } from "~/services/content/result";
import { pageCacheControl } from "~/services/http/cache-headers.server";
import { throwStatus } from "~/services/http/page-response.server";
import { resourceMethods } from "~/services/http/resource-methods.server";
import { dependsOnCookies } from "~/services/http/response-policy.server";
import { getEnv } from "~/services/operations/env.server";
import { log } from "~/services/operations/log.server";
import { loadProductionPage } from "~/services/screens/productions.server";

async function calendarFile({ request, params }: LoaderFunctionArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  if (!params.url || !params.eventId) throwStatus(404);
  const path = href("production", locale, { url: params.url }).replace(/^\//, "");
  const outcome = await loadProductionPage(request, locale, path);
  if (outcome.kind === "failure") throwStatus(failureStatusCode(outcome));
  // A production path that moved has no performances of its own here.
  if (outcome.kind === "redirect") throwStatus(404);

  const event = outcome.value.events.find((e) => e.id === params.eventId);
  if (!event) throwStatus(404);
  const env = getEnv();
  const t = await i18next.getFixedT(request);
  const input = performanceCalendarEvent(outcome.value, event, {
    siteUrl: env.SITE_URL,
    moreInfo: (url) => t("production.icsMoreInfo", { url }),
  });
  const ics = icsForEvent(input);
  if (!ics) {
    log.error(`[ics] could not write event ${event.id} of ${path}`);
    throwStatus(500);
  }
  return new Response(ics, {
    // A CMS session makes it a preview's (private): the public copy varies by Cookie.
    headers: dependsOnCookies({
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${icsFileName(input.title, event.start_date)}"`,
      "Cache-Control": pageCacheControl(outcome),
      "X-Robots-Tag": "noindex",
    }),
  });
}

export const { loader, action } = resourceMethods({ get: calendarFile });
