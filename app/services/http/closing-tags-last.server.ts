// React 18's renderToPipeableStream writes a document's `</body></html>` with the shell, and
// whatever completes later after it: Remix's single-fetch data (the <script>s that feed
// `__remixContext.streamController`) and any suspended boundary's content. A browser parses such
// late content into <body> all the same, but the HTML standard calls it a parse error (a stray
// start tag after </html>) and the Nu HTML checker stops reading the document there. React 19.0.0
// holds the closing tags back until the last boundary is written; this does the same for 18
// (./html-stream.server applies it): every other byte goes out unchanged and when it comes,
// only `</body></html>` waits for the end. Remove it with React 19.

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

/**
 * The move over a sequence of chunks: `next` gives the bytes to send for each chunk in order (the
 * closing tags, and an end that may begin them, are held back), `end` what is still held.
 */
export function closingTagsMover() {
  // The end of the last chunk while it may be the start of the closing tags.
  let pending = Buffer.alloc(0);
  let closed = false;
  return {
    next(chunk: Uint8Array): Buffer {
      const view = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      if (closed) return view;
      // A whole document comes as one chunk: copied only when a held end must go before it.
      const bytes = pending.length === 0 ? view : Buffer.concat([pending, chunk]);
      const at = bytes.indexOf(CLOSING_TAGS);
      if (at >= 0) {
        closed = true;
        pending = Buffer.alloc(0);
        return Buffer.concat([bytes.subarray(0, at), bytes.subarray(at + CLOSING_TAGS.length)]);
      }
      const keep = partialClosing(bytes);
      pending = Buffer.from(bytes.subarray(bytes.length - keep));
      return bytes.subarray(0, bytes.length - keep);
    },
    end(): Buffer {
      return closed ? CLOSING_TAGS : pending;
    },
  };
}
