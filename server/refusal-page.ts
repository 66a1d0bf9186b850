// The small bilingual page the server answers with when it refuses a request before Remix runs
// (an unknown method, a body far over any limit). Same texts as the site's error screen, in the
// language of the path; no scripts, no CMS call, nothing from the request echoed.
import type { Request, Response } from "express";
import { en } from "../app/i18n/en";
import { errorTexts } from "../app/i18n/error-texts";
import { nl } from "../app/i18n/nl";
import { translate } from "../app/i18n/translate";
import { localeFromPath } from "../app/models/locale";
import { href } from "../app/route-table.js";
import { BASELINE_SECURITY_HEADERS } from "../app/services/security-headers.server";

const CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";

export function refusalPage(status: number, path: string): string {
  const locale = localeFromPath(path);
  const messages = locale === "en" ? en : nl;
  const texts = errorTexts(status);
  const title = translate(messages, texts.title);
  const hint = texts.hint ? `<p>${translate(messages, texts.hint)}</p>` : "";
  return `<!DOCTYPE html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} - ${messages.site.name}</title>
<style>body{font:1.125rem/1.5 system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#1a1a1a}a{color:#7a1020}</style>
</head><body><main><p aria-hidden="true">${texts.code}</p><h1>${title}</h1>${hint}
<p><a href="${href("home", locale)}">${translate(messages, "errors.toHome")}</a></p></main></body></html>
`;
}

export function sendRefusal(
  req: Request,
  res: Response,
  status: number,
  headers: Record<string, string> = {},
) {
  const path = req.path;
  res
    .status(status)
    .set({
      ...BASELINE_SECURITY_HEADERS,
      ...headers,
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": CSP,
      "Cache-Control": "no-store",
    })
    .send(req.method === "HEAD" ? undefined : refusalPage(status, path));
}
