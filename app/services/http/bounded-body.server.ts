// Reading a request body without letting it grow past a limit: a declared length over it is
// refused before reading, and reading stops at the first chunk past it. The rest is left where it
// is, not cancelled: cancelling Remix's request stream destroys the socket, so the refusal would
// never reach the client; the HTTP server drops what is left once the answer has gone
// (server/unread-body.ts).

/** The body's bytes, or null when it is (or declares to be) larger than `limit`. */
export async function boundedBytes(request: Request, limit: number): Promise<Buffer | null> {
  const length = request.headers.get("content-length");
  if (length !== null && !(Number(length) <= limit)) return null;
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      reader.releaseLock();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
