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
import { Transform, type TransformCallback } from "node:stream";
import { createReadableStreamFromReadable } from "@remix-run/node";
import type { PipeableStream } from "react-dom/server";
import { closingTagsLast } from "./closing-tags-last.server";

export const REACT_VIEW_SIZE = 2048;
const MAX_PADDING = 3;

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

/** A pass-through that drops the NUL padding React 18 leaves at its view boundaries. */
export function dropViewPadding(): Transform {
  // Zero bytes from the end of a full view, held until the next byte says what they were.
  let held = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      if (chunk.length === 0) return callback();
      if (held > 0 && sequenceLength(chunk[0] ?? 0) <= held) this.push(Buffer.alloc(held));
      const zeros = chunk.length === REACT_VIEW_SIZE ? trailingZeros(chunk) : 0;
      held = zeros;
      callback(null, zeros > 0 ? chunk.subarray(0, chunk.length - zeros) : chunk);
    },
    flush(callback: TransformCallback) {
      callback(null, held > 0 ? Buffer.alloc(held) : undefined);
    },
  });
}

/**
 * Pipes React's output through the repair, with the document's closing tags moved to its end
 * (./closing-tags-last.server), into a web stream a Response can carry.
 */
export function htmlBody(pipe: PipeableStream["pipe"]) {
  return createReadableStreamFromReadable(pipe(dropViewPadding()).pipe(closingTagsLast()));
}
