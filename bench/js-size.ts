// The JavaScript a page makes the browser download, measured the way a visitor gets it:
// every module script and modulepreload the HTML names, gzip-compressed.
import { gzipSync } from "node:zlib";

const SCRIPT_URLS = /<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g;
const IMPORTS = /import\s*(?:[^"']*from\s*)?["']([^"']+\.js)["']/g;

export async function pageJsSize(
  baseUrl: string,
  path: string,
): Promise<{ files: number; gzipBytes: number }> {
  const html = await (await fetch(baseUrl + path, { headers: { "user-agent": "bench" } })).text();
  const urls = new Set<string>();
  for (const match of html.matchAll(SCRIPT_URLS)) if (match[1]) urls.add(match[1]);
  // The inline entry script imports the route modules: count those too.
  for (const match of html.matchAll(IMPORTS)) if (match[1]?.startsWith("/")) urls.add(match[1]);
  let gzipBytes = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(new URL(url, baseUrl))).arrayBuffer());
    gzipBytes += gzipSync(body, { level: 9 }).length;
  }
  return { files: urls.size, gzipBytes };
}

/**
 * Everything a browser really downloads as script for the page until the network is quiet,
 * on-demand chunks included (the form chunks, the consent banner): what the HTML names is not
 * all of it. Uses Debian's Chromium; gzip measured here as above.
 */
export async function pageJsLoaded(
  baseUrl: string,
  path: string,
): Promise<{ files: number; gzipBytes: number }> {
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
  try {
    const context = await browser.newContext();
    await context.addCookies([{ name: "cookie_consent", value: "basic", url: baseUrl }]);
    const page = await context.newPage();
    const bodies: Promise<Buffer>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") bodies.push(response.body());
    });
    await page.goto(baseUrl + path, { waitUntil: "networkidle" });
    const all = await Promise.all(bodies);
    return {
      files: all.length,
      gzipBytes: all.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
    };
  } finally {
    await browser.close();
  }
}
