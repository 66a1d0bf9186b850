// HTML helpers of the demo's own pages (index, outbox, account site, payment page).

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A small standalone page; `body` is HTML the caller has escaped. */
export function demoPage(title: string, body: string, lang: "nl" | "en"): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem}label,input,button{display:block;font:inherit}input{margin:.25rem 0 1rem;padding:.5rem;width:100%}button{padding:.5rem 1rem}</style></head><body>${body}</body></html>`;
}
