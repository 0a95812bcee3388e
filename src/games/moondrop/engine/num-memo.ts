// A map from whole numbers to numbers for the Sabotage's memos (sabotage-sets.ts), which hold tens of
// thousands of bounds per search keyed by crossed sets as bits. A Map allocates on the JS heap as it
// grows, and a bound of v + 1/2 (a ceiling) is a boxed number in it: on hardest sheet 6
// breach-sabotage-plague the Maps' growth and boxes were a third of what a search allocated, and
// the collector's pauses that followed added 4-9 ms to one run in four to six. Here the keys and
// values sit in two typed arrays (open addressing, linear probing, at most half full), whose
// memory is outside the collected heap.

/** The largest key: keys are whole numbers from 0 to 2^53 - 2 (stored plus one; 0 marks a free slot). */
const MOST = Number.MAX_SAFE_INTEGER - 1;

const TWO_32 = 4294967296;

/** The slots of a retired memo (it grows again as it is used). */
const FEW = 4;

export class NumMemo {
  private keys: Float64Array;
  private values: Float64Array;
  private mask: number;
  private used = 0;

  /** `capacity`: slots to start with (a power of two; the table doubles when half full). */
  constructor(capacity = 64) {
    this.keys = take(capacity).fill(0);
    this.values = take(capacity);
    this.mask = capacity - 1;
  }

  /** How many keys are held. */
  get size(): number {
    return this.used;
  }

  /** The value held for `key`, or undefined. */
  get(key: number): number | undefined {
    const { keys, mask } = this;
    const stored = key + 1;
    for (let at = slotOf(key) & mask; ; at = (at + 1) & mask) {
      const k = keys[at]!;
      if (k === 0) return undefined;
      if (k === stored) return this.values[at]!;
    }
  }

  /** Hold `value` for `key`; a key that is not a whole number from 0 to 2^53 - 2 is not held (a memo may forget). */
  set(key: number, value: number): void {
    if (!(key >= 0 && key <= MOST && Number.isInteger(key))) return;
    if (2 * (this.used + 1) > this.keys.length) this.grow();
    const { keys, mask } = this;
    const stored = key + 1;
    let at = slotOf(key) & mask;
    for (; keys[at] !== 0; at = (at + 1) & mask) {
      if (keys[at] === stored) {
        this.values[at] = value;
        return;
      }
    }
    keys[at] = stored;
    this.values[at] = value;
    this.used++;
  }

  /** Forget every key, and leave the tables for other memos to grow into (retire in search-state.ts: a search is done with its memos). */
  retire(): void {
    give(this.keys);
    give(this.values);
    this.keys = take(FEW).fill(0);
    this.values = take(FEW);
    this.mask = FEW - 1;
    this.used = 0;
  }

  // Twice the slots, each key placed again.
  private grow(): void {
    const { keys, values } = this;
    const slots = keys.length * 2;
    const toKeys = take(slots).fill(0);
    const toValues = take(slots);
    const mask = slots - 1;
    for (let k = 0; k < keys.length; k++) {
      const stored = keys[k]!;
      if (stored === 0) continue;
      let at = slotOf(stored - 1) & mask;
      while (toKeys[at] !== 0) at = (at + 1) & mask;
      toKeys[at] = stored;
      toValues[at] = values[k]!;
    }
    this.keys = toKeys;
    this.values = toValues;
    this.mask = mask;
    give(keys);
    give(values);
  }
}

// Tables left by growth, by their length, for the next memo that grows to that length (fresh memory
// costs a page fault per 4 KB as it is first written), up to SPARE_BYTES.
const spare = new Map<number, Float64Array[]>();
const SPARE_BYTES = 8 << 20;
let spareBytes = 0;

function take(slots: number): Float64Array {
  const table = spare.get(slots)?.pop();
  if (!table) return new Float64Array(slots);
  spareBytes -= table.byteLength;
  return table;
}

function give(table: Float64Array): void {
  if (spareBytes + table.byteLength > SPARE_BYTES) return;
  let tables = spare.get(table.length);
  if (!tables) spare.set(table.length, (tables = []));
  tables.push(table);
  spareBytes += table.byteLength;
}

// A key's slot before the mask: its low and high 32 bits mixed (murmur3's finaliser), so that sets
// of bits that differ only high up spread out too.
function slotOf(key: number): number {
  let h = (key >>> 0) ^ Math.imul((key / TWO_32) | 0, 0x9e3779b1);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return h ^ (h >>> 16);
}
