import { PassThrough, type Transform } from "node:stream";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { createElement as h, Suspense } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { closingTagsMover } from "./closing-tags-last.server";
import { repairedHtml } from "./html-stream.server";

const CLOSING = "</body></html>";

async function through(chunks: Uint8Array[]): Promise<string> {
  const mover = closingTagsMover();
  return Buffer.concat([...chunks.map((chunk) => mover.next(chunk)), mover.end()]).toString();
}

function cut(text: string, size: number): Buffer[] {
  const bytes = Buffer.from(text);
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  return chunks;
}

/** A document whose late part suspends until `release` is called, as Remix's data scripts do. */
function lateDocument() {
  let release = () => {};
  const later = new Promise<void>((resolve) => {
    release = resolve;
  });
  let done = false;
  function Late() {
    if (!done) throw later.then(() => (done = true));
    return h("script", null, "window.late = 1;");
  }
  const tree = h(
    "html",
    null,
    h("head", null, h("title", null, "Agenda")),
    h("body", null, h("h1", null, "Agenda"), h(Suspense, { fallback: null }, h(Late))),
  );
  return { tree, release: () => release() };
}

/** The late document through `through`, as entry.server hands React's stream to Remix. */
function streamed(through: () => Transform) {
  const { tree, release } = lateDocument();
  const stream = new Promise<ReadableStream<Uint8Array>>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(tree, {
      onShellReady: () => {
        const body = through();
        resolve(createReadableStreamFromReadable(body));
        pipe(body);
      },
      onShellError: reject,
    });
  });
  return { stream, release };
}

describe("the document's closing tags", () => {
  // When this fails, React holds them back itself (React 19.0.0): remove closing-tags-last.
  it("come before late content in React 18's own stream", async () => {
    const { stream, release } = streamed(() => new PassThrough());
    const reader = (await stream).getReader();
    const first = Buffer.from((await reader.read()).value ?? []).toString();
    release();
    const rest: Uint8Array[] = [];
    for (let r = await reader.read(); !r.done; r = await reader.read()) rest.push(r.value);
    const document = first + Buffer.concat(rest).toString();
    expect(document.indexOf(CLOSING)).toBeLessThan(document.indexOf("window.late = 1;"));
  });

  it("come last when React wrote a suspended part after them", async () => {
    const { stream: streaming, release } = streamed(repairedHtml);
    const stream = await streaming;
    const reader = stream.getReader();
    const first = Buffer.from((await reader.read()).value ?? []).toString();
    // The shell still goes out at once, without the closing tags.
    expect(first).toContain("<h1>Agenda</h1>");
    expect(first).not.toContain("</html>");
    release();
    const rest: Uint8Array[] = [];
    for (let r = await reader.read(); !r.done; r = await reader.read()) rest.push(r.value);
    const document = first + Buffer.concat(rest).toString();
    expect(document).toContain("window.late = 1;");
    expect(document.endsWith(CLOSING)).toBe(true);
    expect(document.indexOf(CLOSING)).toBe(document.length - CLOSING.length);
  });

  it("moves only the closing tags, however the stream is cut", async () => {
    const shell = "<!DOCTYPE html><html><head></head><body><p>a</p><!--$?--><template></template>";
    const late = '<div hidden id="S:0"><p>b</p></div><script>$RC("B:0","S:0")</script>';
    const expected = `${shell}<!--/$-->${late}${CLOSING}`;
    for (const size of [1, 2, 3, 5, 13, 14, 15, 64, 4096]) {
      expect(await through(cut(`${shell}<!--/$-->${CLOSING}${late}`, size)), `size ${size}`).toBe(
        expected,
      );
    }
  });

  it("leave a stream without them as it was, even one ending in part of them", async () => {
    for (const text of ["<p>a</p>", "<p>a</p></body", "<p>a</p><", "<p>a</p></body></htm"]) {
      for (const size of [1, 3, 100]) expect(await through(cut(text, size))).toBe(text);
    }
  });

  it("move only the first pair: later text is passed as it comes", async () => {
    const text = `<p>a</p>${CLOSING}<script>x</script>${CLOSING}`;
    expect(await through(cut(text, 7))).toBe(`<p>a</p><script>x</script>${CLOSING}${CLOSING}`);
  });
});
