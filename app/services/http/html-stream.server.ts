// The two repairs React 18's renderToPipeableStream needs, as one Transform between React and
// Remix's createReadableStreamFromReadable (in place of the PassThrough of Remix's template).
// Each has a test that shows the bug on the React installed here (html-stream.server.test.ts,
// closing-tags-last.server.test.ts); both are gone in React 19.0.0, and with it this file.
//
// 1. NUL padding (react#31134, fixed by react#26228, which was never released in 18.x): React
//    encodes text into 2048-byte views with TextEncoder.encodeInto. When the next character does
//    not fit the free room of a view, encodeInto stops before it and React writes the WHOLE
//    view, so the 1–3 bytes left free go out as 0x00 right before that character. The repair
//    drops exactly that shape: a chunk of 2048 bytes ending in k zero bytes (1 ≤ k ≤ 3) whose
//    next chunk starts with the lead byte of a UTF-8 sequence longer than k. Only 0x00 bytes are
//    ever dropped; a document can only lose a real U+0000 there, which HTML forbids in text.
// 2. `</body></html>` before late content (./closing-tags-last.server): React 18 writes them
//    with the shell, and Remix's streamed data scripts after them, a parse error the HTML
//    checkers stop at. React 19 holds them back until the end, as this does.
import { Transform, type TransformCallback } from "node:stream";
import { closingTagsMover } from "./closing-tags-last.server";

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

/** React's output with both repairs: pipe React into it, hand it to Remix as the body. */
export function repairedHtml(): Transform {
  const repair = viewPaddingRepair();
  const closing = closingTagsMover();
  const emit = (stream: Transform, parts: Uint8Array[]) => {
    for (const part of parts) {
      const out = closing.next(part);
      if (out.length > 0) stream.push(out);
    }
  };
  return new Transform({
    transform(chunk: Uint8Array, _encoding, callback: TransformCallback) {
      emit(this, repair.next(chunk));
      callback();
    },
    flush(callback: TransformCallback) {
      emit(this, repair.end());
      const rest = closing.end();
      callback(null, rest.length > 0 ? rest : undefined);
    },
  });
}
