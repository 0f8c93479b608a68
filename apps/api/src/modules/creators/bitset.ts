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

  delete(i: number): void {
    this.words[i >>> 5] &= ~(1 << (i & 31));
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

  /** this &= ~other */
  andNot(other: Bitset): this {
    const a = this.words;
    const b = other.words;
    for (let w = 0; w < a.length; w += 1) a[w] &= ~b[w];
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
}

/**
 * Sets for the work of one synchronous search, reused by the next: at 1M creators each is 125 KB, and allocating
 * (and zeroing) them anew for every filter of every search cost more than the filtering itself.
 */
export class ScratchSets {
  private readonly free: Bitset[] = [];
  private readonly lent: Bitset[] = [];

  constructor(readonly size: number) {}

  /** An empty set. */
  empty(): Bitset {
    const set = this.free.pop();
    if (set) set.words.fill(0);
    return this.lend(set ?? new Bitset(this.size));
  }

  /** A copy of `of`. */
  copy(of: Bitset): Bitset {
    const set = this.free.pop() ?? new Bitset(this.size);
    set.words.set(of.words);
    return this.lend(set);
  }

  /** The union of `sets` (those not found are skipped). */
  union(sets: Array<Bitset | undefined>): Bitset {
    const out = this.empty();
    for (const set of sets) if (set) out.or(set);
    return out;
  }

  /** Whether `set` is one of this search's (not a stored one). */
  owns(set: Bitset): boolean {
    return this.lent.includes(set);
  }

  /** Takes back every set lent: call once nothing holds any of them. */
  reclaim(): void {
    this.free.push(...this.lent);
    this.lent.length = 0;
  }

  private lend(set: Bitset): Bitset {
    this.lent.push(set);
    return set;
  }
}
