// The demo CMS's front page at "/": what it serves, with links to try.
import { FAULT_PATHS } from "./faults";
import type { Dataset } from "./fixtures/types";
import { escapeHtml } from "./html";

const link = (href: string, label = href) =>
  `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;

export function renderIndexPage(dataset: Dataset): string {
  const count = (kind: string) => dataset.pages.filter((page) => page.node.kind === kind).length;
  const events = Object.values(dataset.productions).reduce((sum, p) => sum + p.events.length, 0);
  const generalPaths = dataset.pages
    .filter((page) => page.node.kind === "general-page")
    .map(
      (page) =>
        `<li>${link(`/api/render/${page.path}`, page.path)}${page.published ? "" : " (preview only)"}</li>`,
    )
    .join("");
  const redirects = [...dataset.redirects.values()]
    .map(
      (record) =>
        `<li>${link(`/api/render/${encodeURIComponent(record.path).replace(/%2F/g, "/")}`, record.path)} → ${record.node.kind}</li>`,
    )
    .join("");
  const faults = FAULT_PATHS.map((path) => `<li>${link(`/api/render/${path}`, path)}</li>`).join(
    "",
  );
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Demo CMS</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}img{max-width:100%;height:auto}code{background:#eee;padding:0 .2em}</style>
</head><body>
<h1>Demo CMS – Theater Amsterdam</h1>
<p>Generated for ${escapeHtml(dataset.today.slice(0, 10))} (Europe/Amsterdam): ${Object.keys(dataset.productions).length} productions with ${events} events,
${count("production-page")} production pages, ${count("news-page")} news items and ${count("general-page")} general pages in Dutch and English.
The contract is described in <code>docs/content-api.md</code>.</p>
<h2>Render API</h2>
<ul>
<li>${link("/api/render/home-nl")} · ${link("/api/render/home-en")}</li>
<li>${link("/api/render/production-page-list-nl")} · ${link("/api/render/production-page-list-en")}</li>
<li>${link("/api/render/page-list-nl?page=0&per_page=10&q=")} · ${link("/api/render/page-list-en?q=theatre")}</li>
<li>${link("/api/render/news-page-list-nl?page=0&per_page=10")} · ${link("/api/render/news-page-list-en?filter_newsPageTag=fonds")}</li>
<li>${link("/api/render/voorstelling/de-grote-musical")} · ${link("/api/render/en/show/the-nutcracker")}</li>
</ul>
<p>Preview: send the cookie <code>cms_session=anything</code> to see unpublished pages and <code>is_preview: true</code>.</p>
<h3>General pages</h3><ul>${generalPaths}</ul>
<h3>Redirects and short URLs</h3><ul>${redirects}</ul>
<h3>Demo-only faults</h3><ul>${faults}</ul>
<h2>Services</h2>
<ul><li>${link("/api/services/presale?q=VOORVERKOOP")} · ${link("/api/services/presale?q=fout")}</li>
<li>Newsletter and form services (<code>/api/services/newsletter/…</code>, <code>/api/services/forms/…</code>): their confirmation mails are in the ${link("/__outbox", "outbox")}</li></ul>
<h2>Image CDN</h2>
<p><code>/cdn/{uploadId}.jpg?width=&amp;crop=x,y,w,h</code></p>
<p><img src="/cdn/voorstelling-notenkraker.jpg?width=640&amp;crop=0,420,2400,1000" width="640" height="267" alt="Generated header image">
<img src="/cdn/voorstelling-hamlet.jpg?width=300&amp;crop=240,160,1920,1280" width="300" height="200" alt="Generated thumbnail"></p>
</body></html>`;
}
