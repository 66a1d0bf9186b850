// The demo CMS over real HTTP: the msw handlers (through @mswjs/http-middleware), the image
// CDN at /cdn/…, the demo account site at /account (mocks/account.ts), the outbox of the newsletter and form services at /__outbox, editor changes for tests at /__edit (mocks/edits.ts) and an index page at /. Run directly: node --import tsx mocks/server.ts
// (port from DEMO_PORT, default 3001).
//
// createServer() from @mswjs/http-middleware returns an express app that already ends in a
// catch-all 404, so routes added to it afterwards are never reached. The image route and the
// index page are therefore dispatched in front of it.
import {
  createServer as createHttpServer,
  type IncomingMessage,
  type ServerResponse,
} from "node:http";
import { pathToFileURL } from "node:url";
import { createServer } from "@mswjs/http-middleware";
import { handleAccountRequest } from "./account";
import { demoNow } from "./demo-clock";
import { parseEdit, resetEdits, setEdit } from "./edits";
import { datasetFor } from "./fixtures/clock";
import { formsService } from "./forms";
import { handlers } from "./handlers";
import { handleImageRequest } from "./images";
import { renderIndexPage } from "./index-page";
import { newsletterService } from "./newsletter";
import { renderOutboxPage } from "./outbox";
import { handlePaymentRequest } from "./payment";
import { renderCallLog } from "./render-calls";
import { serviceCalls } from "./service-calls";

export type DemoCms = { url: string; close(): Promise<void> };

/**
 * The site the demo serves when it is not told: SITE_URL's origin, else the site's own default
 * (http://localhost:PORT, PORT 3000 when unset), as app/services/operations/env.server.ts reads them.
 */
export function siteOriginFromEnv(env: Record<string, string | undefined> = process.env): string {
  return env.SITE_URL ? new URL(env.SITE_URL).origin : `http://localhost:${env.PORT ?? 3000}`;
}

/**
 * `siteOrigin`: the site the account API allows (CORS), the payment page sends visitors back to
 * and the outbox's links go to.
 */
export async function startDemoCms(
  port: number,
  siteOrigin = siteOriginFromEnv(),
): Promise<DemoCms> {
  const mswApp = createServer(...handlers);
  // Render calls received, for the bench's CMS calls per page view and the deploy test's calls
  // per key and time window (GET /__stats, /__stats?keys=1).
  const renderLog = renderCallLog();
  const server = createHttpServer((req, res) => {
    const pathname = (req.url ?? "/").split("?")[0] ?? "/";
    if (pathname.startsWith("/api/render/"))
      renderLog.record(req.url ?? pathname, !!req.headers.cookie);
    if (pathname === "/__stats") {
      const withKeys = (req.url ?? "").includes("keys=1");
      res.writeHead(200, { "Content-Type": "application/json", "Cache-Control": "no-store" });
      res.end(JSON.stringify(renderLog.stats(withKeys)));
      return;
    }
    if (pathname === "/__calls") {
      const needle = new URL(req.url ?? "/", "http://demo.invalid").searchParams.get("q") ?? "";
      res.writeHead(200, { "Content-Type": "application/json", "Cache-Control": "no-store" });
      res.end(JSON.stringify(serviceCalls(needle)));
      return;
    }
    if (pathname === "/__edit" || pathname === "/__edit/reset") {
      handleEdit(req, res, pathname);
      return;
    }
    if (pathname === "/") {
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      res.end(renderIndexPage(datasetFor(demoNow())));
      return;
    }
    if (pathname === "/__outbox") {
      res.writeHead(200, {
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": "no-store",
      });
      res.end(renderOutboxPage(siteOrigin, newsletterService.mails(), formsService.mails()));
      return;
    }
    if (handlePaymentRequest(req, res, formsService.payments, siteOrigin)) return;
    if (pathname === "/account" || pathname.startsWith("/account/")) {
      handleAccountRequest(req, res, siteOrigin);
      return;
    }
    if (pathname.startsWith("/cdn/")) {
      handleImageRequest(req, res);
      return;
    }
    mswApp(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, () => resolve());
  });
  const address = server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  return {
    url: `http://localhost:${actualPort}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/** POST /__edit (a page's title or heading, as if an editor published it), POST /__edit/reset. */
function handleEdit(req: IncomingMessage, res: ServerResponse, pathname: string) {
  const reply = (status: number, body: unknown) => {
    res.writeHead(status, { "Content-Type": "application/json", "Cache-Control": "no-store" });
    res.end(JSON.stringify(body));
  };
  if (req.method !== "POST") {
    res.writeHead(405, { Allow: "POST" }).end();
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  req.on("data", (chunk: Buffer) => {
    size += chunk.length;
    if (size <= 16_384) chunks.push(chunk);
  });
  req.on("end", () => {
    if (pathname === "/__edit/reset") {
      resetEdits();
      reply(200, { reset: true });
      return;
    }
    let parsed: ReturnType<typeof parseEdit> = null;
    try {
      parsed =
        size <= 16_384 ? parseEdit(JSON.parse(Buffer.concat(chunks).toString("utf8"))) : null;
    } catch {
      parsed = null;
    }
    if (!parsed) {
      reply(400, { error: 'expected {"path": "/pagina/contact", "title"?: "…", "heading"?: "…"}' });
      return;
    }
    setEdit(parsed.path, parsed.edit);
    reply(200, { edited: parsed.path, ...parsed.edit });
  });
}

const runDirectly = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runDirectly) {
  const demo = await startDemoCms(Number(process.env.DEMO_PORT ?? 3001));
  console.log(`Demo CMS listening on ${demo.url}`);
  const stop = () => void demo.close().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
