// A kept page goes out with fresh per-answer tokens (the CSP nonce, the view id) in it.
// Compressing a 220 KB document again for every visitor costs about 3 ms of CPU, more than the
// rest of serving it; so the parts between the tokens are compressed once, as raw deflate that
// ends on a byte boundary (a sync flush), and each answer strings them together with its own
// tokens as stored (uncompressed) blocks inside one gzip member. Valid deflate by RFC 1951
// §3.2.4: no part refers back into another, and only the last, empty block is final.
import { constants, crc32, deflateRawSync } from "node:zlib";

/** The fixed text of a kept answer, cut where each token goes, raw and compressed. */
export type SplicedBody = { readonly parts: readonly { raw: Buffer; deflated: Buffer }[] };

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty stored block with BFINAL set: the end of the deflate stream. */
const FINAL_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff]);
const STORED_MAX = 0xffff;
const EMPTY = Buffer.alloc(0);

export function spliceable(parts: readonly Buffer[]): SplicedBody {
  return {
    parts: parts.map((raw) => ({
      raw,
      deflated: deflateRawSync(raw, { level: 6, finishFlush: constants.Z_SYNC_FLUSH }),
    })),
  };
}

function checkTokens(body: SplicedBody, tokens: readonly Buffer[]) {
  if (tokens.length !== body.parts.length - 1) {
    throw new Error(`${body.parts.length} parts take ${body.parts.length - 1} tokens`);
  }
}

/** Parts and tokens in order, for a client that takes no compression. */
export function identityBody(body: SplicedBody, tokens: readonly Buffer[]): Buffer {
  checkTokens(body, tokens);
  return Buffer.concat(body.parts.flatMap((part, i) => [part.raw, tokens[i] ?? EMPTY]));
}

function storedBlocks(data: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let at = 0; at < data.length; at += STORED_MAX) {
    const piece = data.subarray(at, at + STORED_MAX);
    const header = Buffer.alloc(5);
    header.writeUInt16LE(piece.length, 1);
    header.writeUInt16LE(~piece.length & 0xffff, 3);
    blocks.push(header, piece);
  }
  return blocks;
}

/** One gzip member: the compressed parts with the tokens stored between them. */
export function gzipBody(body: SplicedBody, tokens: readonly Buffer[]): Buffer {
  checkTokens(body, tokens);
  const out: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  body.parts.forEach(({ raw, deflated }, i) => {
    out.push(deflated);
    // Node 20's crc32 answers 0, not the running value, for an empty buffer deflate has read.
    if (raw.length > 0) crc = crc32(raw, crc);
    size += raw.length;
    const token = tokens[i];
    if (token && token.length > 0) {
      out.push(...storedBlocks(token));
      crc = crc32(token, crc);
      size += token.length;
    }
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  out.push(FINAL_BLOCK, trailer);
  return Buffer.concat(out);
}
