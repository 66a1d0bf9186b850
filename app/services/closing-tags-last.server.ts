// React 18's renderToPipeableStream writes a document's `</body></html>` with the shell, and
// whatever completes later after it: Remix's single-fetch data (the <script>s that feed
// `__remixContext.streamController`) and any suspended boundary's content. A browser parses such
// late content into <body> all the same, but the HTML standard calls it a parse error (a stray
// start tag after </html>) and the Nu HTML checker stops reading the document there. React 19
// holds the closing tags back until the last boundary is written; this does the same for 18:
// every other byte goes out unchanged and when it comes, only `</body></html>` waits for the end.
import { Transform, type TransformCallback } from "node:stream";

const CLOSING_TAGS = Buffer.from("</body></html>");

/** How many bytes at the end of `bytes` could begin the closing tags (fewer than all of them). */
function partialClosing(bytes: Buffer): number {
  for (let length = Math.min(CLOSING_TAGS.length - 1, bytes.length); length > 0; length--) {
    if (bytes.subarray(bytes.length - length).equals(CLOSING_TAGS.subarray(0, length))) {
      return length;
    }
  }
  return 0;
}

/** A pass-through that moves the document's first `</body></html>` to the end of the stream. */
export function closingTagsLast(): Transform {
  // The end of the last chunk while it may be the start of the closing tags.
  let pending = Buffer.alloc(0);
  let closed = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      if (closed) return callback(null, chunk);
      const bytes = pending.length > 0 ? Buffer.concat([pending, chunk]) : chunk;
      const at = bytes.indexOf(CLOSING_TAGS);
      let out: Buffer;
      if (at >= 0) {
        closed = true;
        pending = Buffer.alloc(0);
        out = Buffer.concat([bytes.subarray(0, at), bytes.subarray(at + CLOSING_TAGS.length)]);
      } else {
        const keep = partialClosing(bytes);
        pending = Buffer.from(bytes.subarray(bytes.length - keep));
        out = bytes.subarray(0, bytes.length - keep);
      }
      callback(null, out.length > 0 ? out : undefined);
    },
    flush(callback: TransformCallback) {
      const rest = closed ? CLOSING_TAGS : pending;
      callback(null, rest.length > 0 ? rest : undefined);
    },
  });
}
