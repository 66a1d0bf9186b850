// Compression of streamed pages (server/app.ts): Remix flushes the compressor after every chunk
// it writes, so the first part goes out before the rest is written.
import type { Server } from "node:http";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServerApp } from "../server/app";

const CHUNKS = Array.from(
  { length: 400 },
  (_, i) =>
    `<li class="agenda-item"><a href="/voorstelling/x-${i % 40}">Voorstelling ${i}</a></li>`,
);
let server: Server;
let base = "";

beforeAll(async () => {
  const app = createServerApp({
    siteUrl: "https://www.theater-amsterdam.example",
    trustForwardedHost: false,
    remix: (_req, res) => {
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      const flushable = res as typeof res & { flush?: () => void };
      // As @remix-run/node writes a stream: a flush after every chunk.
      for (const chunk of CHUNKS) {
        res.write(chunk);
        flushable.flush?.();
      }
      setTimeout(() => {
        res.write("<p>deferred</p>");
        flushable.flush?.();
        res.end();
      }, 300);
    },
  });
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => {
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      resolve();
    });
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function get(encoding = "gzip"): Promise<{ body: Buffer; firstAt: number; endAt: number }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    httpRequest(`${base}/agenda`, { headers: { "accept-encoding": encoding } }, (res) => {
      const parts: Buffer[] = [];
      let firstAt = -1;
      res.on("data", (part: Buffer) => {
        if (firstAt < 0) firstAt = Date.now() - started;
        parts.push(part);
      });
      res.on("end", () =>
        resolve({ body: Buffer.concat(parts), firstAt, endAt: Date.now() - started }),
      );
      res.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

describe("compressed streaming", () => {
  it("sends the first part before the rest is written, and the page whole", async () => {
    const { body, firstAt, endAt } = await get();
    expect(gunzipSync(body).toString()).toBe(`${CHUNKS.join("")}<p>deferred</p>`);
    expect(firstAt).toBeLessThan(200);
    expect(endAt).toBeGreaterThanOrEqual(290);
  });
});

/** The window a Brotli stream announces in its first bits (RFC 7932, 9.1). */
function brotliWindowBits(stream: Buffer): number {
  const byte = stream[0] ?? 0;
  if ((byte & 1) === 0) return 16;
  const n = (byte >> 1) & 7;
  if (n !== 0) return 17 + n;
  const m = (byte >> 4) & 7;
  return m === 1 ? 17 : 8 + m;
}

describe("Brotli", () => {
  it("sends the page whole with a 256 KB window, not the default 4 MB", async () => {
    const { body } = await get("br");
    expect(brotliDecompressSync(body).toString()).toBe(`${CHUNKS.join("")}<p>deferred</p>`);
    expect(brotliWindowBits(body)).toBe(18);
  });
});
