/** A fixed-size set of row positions, 32 per word: the building block of the in-memory creator index. */
export class Bitset {
  readonly words: Uint32Array;

  constructor(
    readonly size: number,
    words?: Uint32Array,
  ) {
    this.words = words ?? new Uint32Array((size + 31) >>> 5);
  }

  static full(size: number): Bitset {
    const set = new Bitset(size);
    set.words.fill(0xffffffff);
    const extra = set.words.length * 32 - size;
    if (extra > 0) set.words[set.words.length - 1] = 0xffffffff >>> extra;
    return set;
  }

  add(i: number): void {
    this.words[i >>> 5] |= 1 << (i & 31);
  }

  has(i: number): boolean {
    return (this.words[i >>> 5] & (1 << (i & 31))) !== 0;
  }

  clone(): Bitset {
    return new Bitset(this.size, this.words.slice());
  }

  /** this &= other */
  and(other: Bitset): this {
    const a = this.words;
    const b = other.words;
    for (let w = 0; w < a.length; w += 1) a[w] &= b[w];
    return this;
  }

  /** this |= other */
  or(other: Bitset): this {
    const a = this.words;
    const b = other.words;
    for (let w = 0; w < a.length; w += 1) a[w] |= b[w];
    return this;
  }

  count(): number {
    let total = 0;
    for (let w = 0; w < this.words.length; w += 1) {
      let v = this.words[w];
      v -= (v >>> 1) & 0x55555555;
      v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
      total += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
    }
    return total;
  }

  /** Calls fn for every member, in increasing order. */
  forEach(fn: (i: number) => void): void {
    for (let w = 0; w < this.words.length; w += 1) {
      let v = this.words[w];
      while (v !== 0) {
        const bit = 31 - Math.clz32(v & -v);
        fn((w << 5) + bit);
        v &= v - 1;
      }
    }
  }
}

/** The union of the sets found for `keys`; an empty set when none is known. */
export function unionOf(size: number, sets: Array<Bitset | undefined>): Bitset {
  const out = new Bitset(size);
  for (const set of sets) if (set) out.or(set);
  return out;
}
