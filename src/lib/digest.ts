const FNV_OFFSET_BASIS = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;

/**
 * The 64-bit FNV-1a hash of `text`'s UTF-8 bytes, in hex: enough to tell whether two requests
 * are the same without keeping either, so nothing a shopper typed is stored where it can be read
 * back. Synchronous, unlike Web Crypto's digests, which a page served over plain HTTP (a phone
 * trying the dev server) does not have.
 */
export function digestOf(text: string): string {
  let hash = FNV_OFFSET_BASIS;
  for (const byte of new TextEncoder().encode(text)) {
    hash = BigInt.asUintN(64, (hash ^ BigInt(byte)) * FNV_PRIME);
  }
  return hash.toString(16).padStart(16, '0');
}
