import { gzipSync } from "node:zlib";
const SCRIPT_URLS = /<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g;
const IMPORTS = /import\s*(?:[^"']*from\s*)?["']([^"']+\.js)["']/g;
const base = "http://localhost:3000";
for (const path of process.argv.slice(2)) {
  const html = await (await fetch(base + path, { headers: { "user-agent": "bench" } })).text();
  const urls = new Set<string>();
  for (const m of html.matchAll(SCRIPT_URLS)) if (m[1]) urls.add(m[1]);
  for (const m of html.matchAll(IMPORTS)) if (m[1]?.startsWith("/")) urls.add(m[1]);
  let total = 0;
  const rows: string[] = [];
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(new URL(url, base))).arrayBuffer());
    const gz = gzipSync(body, { level: 9 }).length;
    total += gz;
    rows.push(`  ${gz}\t${url}`);
  }
  console.log(`${path}\t${total}\t${(total / 86141).toFixed(3)}`);
  if (process.env.V) console.log(rows.sort().join("\n"));
}
