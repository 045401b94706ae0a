import { constants, crc32, deflateRawSync } from "node:zlib";

/**
 * A cached page compressed once, though every answer carries a new nonce inside it (decision 0214):
 * the parts between the nonces are deflated once, each ending on a full flush (byte-aligned, no
 * back-references across it), and an answer is those blocks with the nonce as a stored (uncompressed)
 * block between them, a final empty block, and the gzip header and trailer (RFC 1951 §3.2.4, RFC 1952).
 * Per answer that is a CRC-32 over the page and a copy, instead of deflating 130 KB again.
 */
export type GzipParts = { deflated: Buffer[]; parts: Buffer[] };

const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);
/** BFINAL=1, BTYPE=00 (stored), LEN=0, NLEN=0xffff: the end of the deflate stream. */
const LAST = Buffer.from([1, 0, 0, 0xff, 0xff]);

export function gzipParts(parts: Buffer[]): GzipParts {
  return { parts, deflated: parts.map((p) => deflateRawSync(p, { level: 6, finishFlush: constants.Z_FULL_FLUSH })) };
}

/** The whole page, parts joined by `nonce`, as one gzip member. */
export function gzipJoined({ deflated, parts }: GzipParts, nonce: Buffer): Buffer {
  if (nonce.length > 0xffff) throw new Error("nonce too long for one stored block");
  const stored = Buffer.alloc(5);
  stored[0] = 0; // BFINAL=0, BTYPE=00
  stored.writeUInt16LE(nonce.length, 1);
  stored.writeUInt16LE(~nonce.length & 0xffff, 3);
  const out: Buffer[] = [HEADER];
  let crc = 0;
  let size = 0;
  deflated.forEach((d, i) => {
    if (i > 0) {
      out.push(stored, nonce);
      crc = crc32(nonce, crc);
      size += nonce.length;
    }
    out.push(d);
    // zlib answers an empty buffer without storage with its initial value (0), not `crc`: skip it.
    if (parts[i].length) crc = crc32(parts[i], crc);
    size += parts[i].length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  out.push(LAST, trailer);
  return Buffer.concat(out);
}
