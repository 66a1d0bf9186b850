// The small bilingual page the server answers with when it refuses a request before Remix runs
// (an unknown method, a body far over any limit). Same texts as the site's error screen, in the
// language of the path; no scripts, no CMS call, nothing from the request echoed.
import type { Request, Response } from "express";
import { en } from "../app/i18n/en";
import { errorTexts } from "../app/i18n/error-texts";
import { nl } from "../app/i18n/nl";
import { translate } from "../app/i18n/translate";
import { localeFromPath } from "../app/models/http/locale";
import { href } from "../app/route-table.js";
import { BASELINE_SECURITY_HEADERS } from "../app/services/http/security-headers.server";

// The error screen's look in a few rules: the page must not depend on the build's stylesheet.
const STYLE = [
  "body{margin:0;font:1.125rem/1.5 system-ui,sans-serif;color:#1a1a1a;text-align:center}",
  "header{background:#7a1020;padding:1.25rem 1rem;text-align:left}",
  "header a{color:#fff;font:700 1.25rem Georgia,serif;text-decoration:none}",
  "main{max-width:40rem;margin:3rem auto;padding:0 1rem}",
  ".code{font:4.5rem/1 Georgia,serif;color:#7a1020;margin:0 0 1rem}",
  "h1{font:700 2rem/1.2 Georgia,serif;margin:0 0 1rem}",
  ".button{display:inline-block;background:#7a1020;color:#fff;padding:.6rem 1.5rem;border-radius:2rem;font-weight:700;text-decoration:none}",
  "a:focus-visible{outline:3px solid #c9a227;outline-offset:2px}",
].join("");

const CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";

export function refusalPage(status: number, path: string): string {
  const locale = localeFromPath(path);
  const messages = locale === "en" ? en : nl;
  const texts = errorTexts(status);
  const title = translate(messages, texts.title);
  const hint = texts.hint ? `<p>${translate(messages, texts.hint)}</p>` : "";
  const home = href("home", locale);
  return `<!DOCTYPE html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} - ${messages.site.name}</title>
<style>${STYLE}</style>
</head><body><header><a href="${home}">${messages.site.name}</a></header>
<main><p class="code" aria-hidden="true">${texts.code}</p><h1>${title}</h1>${hint}
<p><a class="button" href="${home}">${translate(messages, "errors.toHome")}</a></p></main></body></html>
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
