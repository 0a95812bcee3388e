import type { Rng } from './rng';

/** Minimal shape of Web Crypto that the generator needs (window.crypto or node:crypto's webcrypto). */
export interface RandomValuesSource {
  getRandomValues(array: Uint32Array<ArrayBuffer>): unknown;
}

/** The generator used in play: Web Crypto, drawn 64 words at a time. */
export function cryptoRng(source: RandomValuesSource = globalThis.crypto): Rng {
  const buffer = new Uint32Array(64);
  let next = buffer.length;
  return {
    nextUint32() {
      if (next === buffer.length) {
        source.getRandomValues(buffer);
        next = 0;
      }
      return buffer[next++]!;
    },
  };
}
