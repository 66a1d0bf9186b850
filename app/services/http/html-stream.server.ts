// The HTML response body: React's node stream, repaired, as a web stream for Remix.
//
// React 18.3's renderToPipeableStream encodes text into 2048-byte views with
// TextEncoder.encodeInto. When the next character does not fit the free room of a view,
// encodeInto stops before it and React then writes the WHOLE view, so the 1–3 bytes it left
// free go out as 0x00, right before the bytes of that character (react#31134, fixed upstream by
// react#26228, never released in 18.x). Nothing is lost or reordered; NUL bytes are inserted.
//
// The repair removes exactly that shape: a chunk of 2048 bytes ending in k zero bytes
// (1 ≤ k ≤ 3) whose next chunk starts with the lead byte of a UTF-8 sequence longer than k.
// Only 0x00 bytes are ever dropped, so every other byte reaches the browser unchanged and in
// order; a document can only lose a real U+0000 there, which HTML forbids in text anyway (an
// "unexpected-null-character" parse error). The browser build's renderToReadableStream has no
// such bug (it encodes whole strings), but it took twice as long to render and stream the same
// 50–300 KB documents here (small 512-byte views through a web stream), so the node build stays.
//
// React writes a document as 2048-byte views, all of one flush in one synchronous run. Passed
// on one by one, every view cost a read of the web stream, a write to the compressor and a
// compression job on the thread pool: 50–120 of each per page. The views of one run are joined
// and go on as one chunk at the end of that run (a microtask later), so the shell and every
// later part are still sent the moment React has written them.
import { Writable } from "node:stream";
import type { PipeableStream } from "react-dom/server";
import { closingTagsMover } from "./closing-tags-last.server";

export const REACT_VIEW_SIZE = 2048;
const MAX_PADDING = 3;
/** What the web stream holds before React is asked to wait (a slow client). */
const HIGH_WATER_MARK = 64 * 1024;

/** Length of the UTF-8 sequence a byte starts; 0 for continuation and single bytes. */
function sequenceLength(byte: number): number {
  if (byte >= 0xf0 && byte <= 0xf4) return 4;
  if (byte >= 0xe0 && byte <= 0xef) return 3;
  if (byte >= 0xc2 && byte <= 0xdf) return 2;
  return 0;
}

function trailingZeros(chunk: Uint8Array): number {
  let zeros = 0;
  while (zeros < MAX_PADDING && zeros < chunk.length && chunk[chunk.length - 1 - zeros] === 0) {
    zeros++;
  }
  return zeros;
}

/**
 * The padding repair over a sequence of chunks: `next` gives the bytes to send for each chunk in
 * order (zero bytes it cannot judge yet are held back), `end` what is still held at the end.
 */
export function viewPaddingRepair() {
  // Zero bytes from the end of a full view, held until the next byte says what they were.
  let held = 0;
  return {
    next(chunk: Uint8Array): Uint8Array[] {
      if (chunk.length === 0) return [];
      const out: Uint8Array[] = [];
      if (held > 0 && sequenceLength(chunk[0] ?? 0) <= held) out.push(new Uint8Array(held));
      const zeros = chunk.length === REACT_VIEW_SIZE ? trailingZeros(chunk) : 0;
      held = zeros;
      out.push(zeros > 0 ? chunk.subarray(0, chunk.length - zeros) : chunk);
      return out;
    },
    end(): Uint8Array[] {
      return held > 0 ? [new Uint8Array(held)] : [];
    },
  };
}

/**
 * React's output, repaired and joined per flush, with the document's closing tags moved to its
 * end (./closing-tags-last.server), as a web stream a Response can carry. `settled` is called
 * once, when React has written its last byte or the reader went away.
 */
export function htmlBody(
  pipe: PipeableStream["pipe"],
  settled: () => void = () => {},
): ReadableStream<Uint8Array> {
  const repair = viewPaddingRepair();
  const closing = closingTagsMover();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let open = true;
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  let scheduled = false;
  // React's next write waits for this while the reader is behind (backpressure).
  let resume: (() => void) | null = null;
  let isSettled = false;
  const settle = () => {
    if (isSettled) return;
    isSettled = true;
    settled();
  };

  const send = () => {
    scheduled = false;
    if (pendingBytes === 0 || !open || !controller) return;
    const joined = pending.length === 1 ? (pending[0] as Uint8Array) : Buffer.concat(pending);
    pending = [];
    pendingBytes = 0;
    const out = closing.next(joined);
    if (out.length > 0) controller.enqueue(out);
  };
  const keep = (parts: Uint8Array[]) => {
    for (const part of parts) {
      if (part.length === 0) continue;
      pending.push(part);
      pendingBytes += part.length;
    }
  };

  const sink = new Writable({
    write(chunk: Uint8Array, _encoding, callback) {
      keep(repair.next(chunk));
      if (!scheduled) {
        scheduled = true;
        queueMicrotask(send);
      }
      if (open && controller && (controller.desiredSize ?? 1) <= 0) resume = () => callback();
      else callback();
    },
    final(callback) {
      keep(repair.end());
      send();
      const rest = closing.end();
      if (open && rest.length > 0) controller?.enqueue(rest);
      if (open) controller?.close();
      open = false;
      callback();
      settle();
    },
    destroy(error, callback) {
      if (open && error) controller?.error(error);
      open = false;
      callback(error);
      settle();
    },
  });

  const body = new ReadableStream<Uint8Array>(
    {
      start(c) {
        controller = c;
      },
      pull() {
        const go = resume;
        resume = null;
        go?.();
      },
      cancel() {
        // React stops rendering when its destination closes.
        open = false;
        sink.destroy();
      },
    },
    { highWaterMark: HIGH_WATER_MARK, size: (chunk) => chunk.byteLength },
  );
  pipe(sink);
  return body;
}
