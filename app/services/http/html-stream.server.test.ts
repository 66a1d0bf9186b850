import { PassThrough, type Transform } from "node:stream";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { createElement as h, type ReactNode, Suspense } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { REACT_VIEW_SIZE, repairedHtml, viewPaddingRepair } from "./html-stream.server";

// Two-, three- and four-byte characters in text and in attributes, like the CMS's names and
// labels ("Noor – Singer-songwriter", "Café", "Roodkapje 🎭").
const texts = ["Noor – Singer-songwriter", "Café Zoë’s première", "Roodkapje 🎭 — ëén"];

function programme(pad: number): ReactNode {
  return h(
    "main",
    null,
    h("p", null, "x".repeat(pad)),
    ...Array.from({ length: 80 }, (_, i) =>
      h(
        "figure",
        { key: i },
        h("img", { src: `/${i}.jpg`, alt: texts[i % 3] }),
        h("figcaption", { "aria-label": texts[(i + 1) % 3] }, texts[(i + 2) % 3]),
      ),
    ),
  );
}

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  return Buffer.from(await new Response(stream).arrayBuffer());
}

/** React's stream into `through`, as entry.server hands it to Remix. */
function render(
  tree: ReactNode,
  ready: "onShellReady" | "onAllReady",
  through: () => Transform = repairedHtml,
) {
  return new Promise<ReadableStream<Uint8Array>>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(tree, {
      [ready]: () => {
        const body = through();
        resolve(createReadableStreamFromReadable(body));
        pipe(body);
      },
      onShellError: reject,
    });
  });
}

describe("React 18's NUL padding (react#31134)", () => {
  // When this fails, React no longer pads its views (React 19.0.0): remove viewPaddingRepair.
  it("is there without the repair: NUL bytes before a character that did not fit a view", async () => {
    let padded = 0;
    for (let pad = 0; pad < 40; pad++) {
      const raw = await bytesOf(
        await render(programme(pad), "onAllReady", () => new PassThrough()),
      );
      if (raw.indexOf(0) >= 0) padded++;
    }
    expect(padded).toBeGreaterThan(0);
  });

  it("is gone with it: multi-byte text byte for byte at every offset across view boundaries", async () => {
    // Four bytes of offset in either direction cover every way a character can straddle a
    // boundary; 160 offsets shift each of the ~4 boundaries of a document over many characters.
    for (let pad = 0; pad < 160; pad++) {
      const tree = programme(pad);
      const expected = Buffer.from(renderToString(tree));
      for (const ready of ["onShellReady", "onAllReady"] as const) {
        const body = await bytesOf(await render(tree, ready));
        expect(body.indexOf(0), `NUL at pad ${pad} (${ready})`).toBe(-1);
        expect(body.equals(expected), `bytes differ at pad ${pad} (${ready})`).toBe(true);
      }
    }
  }, 60_000);
});

describe("the repaired body stream", () => {
  it("still streams: the shell arrives before a suspended part resolves", async () => {
    let release = () => {};
    const later = new Promise<void>((resolve) => {
      release = resolve;
    });
    let done = false;
    function Late() {
      if (!done) throw later.then(() => (done = true));
      return h("p", null, texts[0]);
    }
    const tree = h(
      "div",
      null,
      h("h1", null, texts[1]),
      h(Suspense, { fallback: h("p", null, "…") }, h(Late)),
    );
    const reader = (await render(tree, "onShellReady")).getReader();
    const first = await reader.read();
    expect(Buffer.from(first.value ?? []).toString()).toContain(texts[1]);
    release();
    const rest: Uint8Array[] = [];
    for (let r = await reader.read(); !r.done; r = await reader.read()) rest.push(r.value);
    expect(Buffer.concat(rest).toString()).toContain(texts[0]);
  });

  it("stops React when the reader goes away, and closes (entry.server clears its deadline)", async () => {
    const never = new Promise<void>(() => {});
    function Never(): ReactNode {
      throw never;
    }
    const tree = h("div", null, h(Suspense, { fallback: h("p", null, "…") }, h(Never)));
    const errors: unknown[] = [];
    let closed = 0;
    const stream = await new Promise<ReadableStream<Uint8Array>>((resolve, reject) => {
      const { pipe } = renderToPipeableStream(tree, {
        onShellReady: () => {
          const body = repairedHtml();
          body.once("close", () => closed++);
          resolve(createReadableStreamFromReadable(body));
          pipe(body);
        },
        onShellError: reject,
        onError: (error) => void errors.push(error),
      });
    });
    const reader = stream.getReader();
    await reader.read();
    expect(closed).toBe(0);
    await reader.cancel();
    await new Promise((resolve) => setTimeout(resolve, 10));
    // React reports the abandoned boundary as aborted, and renders nothing more into the body.
    expect(errors.length).toBe(1);
    expect(closed).toBe(1);
  });
});

describe("dropping React's view padding", () => {
  function through(chunks: Uint8Array[]): Buffer {
    const repair = viewPaddingRepair();
    const out = [...chunks.flatMap((chunk) => repair.next(chunk)), ...repair.end()];
    return Buffer.concat(out);
  }

  const view = (content: string, padding: number) => {
    const bytes = new Uint8Array(REACT_VIEW_SIZE);
    bytes.set(Buffer.from(content.padStart(REACT_VIEW_SIZE - padding, "a")));
    return bytes;
  };

  it("removes the zero bytes React leaves before a character that did not fit", async () => {
    for (const [char, free] of [
      ["é", 1],
      ["–", 1],
      ["–", 2],
      ["🎭", 1],
      ["🎭", 3],
    ] as const) {
      const out = through([view("b", free), Buffer.from(`${char}c`)]);
      expect(out.length).toBe(REACT_VIEW_SIZE - free + Buffer.byteLength(`${char}c`));
      expect(out.indexOf(0)).toBe(-1);
      expect(out.toString().endsWith(`b${char}c`)).toBe(true);
    }
  });

  it("keeps any text without NUL intact however it is cut", async () => {
    const text = Buffer.from(`${texts.join(" ").repeat(200)}`);
    for (const size of [1, 2, 3, 7, 511, 2047, REACT_VIEW_SIZE]) {
      const chunks: Uint8Array[] = [];
      for (let at = 0; at < text.length; at += size) chunks.push(text.subarray(at, at + size));
      expect(through(chunks).equals(text)).toBe(true);
    }
  });

  it("keeps zero bytes that do not have the shape of the padding", async () => {
    // Followed by an ASCII byte, a character short enough to have fitted, or nothing at all.
    for (const next of ["c", "é", ""]) {
      const chunks = [view("b", 2), Buffer.from(next)];
      expect(through(chunks).equals(Buffer.concat(chunks))).toBe(true);
    }
    const shortChunk = Buffer.from("b\0\0");
    expect(through([shortChunk, Buffer.from("–")]).indexOf(0)).toBe(1);
  });
});
