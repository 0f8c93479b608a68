/**
 * The in-memory creator search index (docs/decisions/003-creator-search.md). Each API process keeps
 * one bitset per filter value (country, gender, level token, interest, ...) and one permutation per
 * sort key; a search ANDs and ORs bitsets, counts matches by popcount and walks a permutation for
 * the page, so no filter combination ever scans the table. It is rebuilt from the database when the
 * catalogue version moves; searches use SQL meanwhile.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { Bitset, ScratchSets } from './bitset';
import type { SearchInput } from './creators.search';

const LOAD_BATCH = 50_000;
const DAY_MS = 86_400_000;
/** The birth day of a creator who gave none: after every real one, so never inside an age range. */
const UNKNOWN_BIRTH = 0x7fffffff;

type LoadedRow = {
  id: number;
  combined_followers: string | number;
  engagement_rate: string | number;
  name: string;
  country_code: string;
  location_id: number | null;
  gender: string;
  dob: string | null;
  income_category: string;
  content_creator_type_id: number;
  channel_levels: string[];
  subcategories: string[];
  search_text: string;
};

export interface IndexSearch {
  /** Ids of the page, in order. */
  ids: number[];
  total: number;
}

export class CreatorIndex {
  /** The sets one search works in, reused by the next (searches are synchronous). */
  private readonly scratch: ScratchSets;

  private constructor(
    readonly version: number,
    readonly size: number,
    private readonly ids: Int32Array,
    /** id -> position, -1 when absent (ids are dense integers). */
    private readonly positionOf: Int32Array,
    private readonly dobDays: Int32Array,
    /** Positions by birth day (unknown last), for the partial years at an age range's ends. */
    private readonly byBirth: Uint32Array,
    /** through[i]: the creators born in year first + i or before. */
    private readonly births: { first: number; through: Bitset[] },
    private readonly sets: Map<string, Bitset>,
    private readonly orders: { followers: Uint32Array; engagement: Uint32Array; name: Uint32Array },
    /** Distinct words, sorted; the positions of word w are postings[offsets[w]..offsets[w+1]). */
    private readonly words: PackedWords,
    private readonly offsets: Uint32Array,
    private readonly postings: Uint32Array,
  ) {
    this.scratch = new ScratchSets(size);
  }

  static async currentVersion(db: Db): Promise<number> {
    const result = await db.execute<{ version: string | number }>(
      sql`select version from creator_catalogue_state where id = 1`,
    );
    return Number(result.rows[0]?.version ?? 0);
  }

  static async load(db: Db): Promise<CreatorIndex> {
    const version = await CreatorIndex.currentVersion(db);
    // Batch by batch into the builder's columns: the rows of one batch are garbage once added, so loading 1M
    // creators never holds them all as objects (that peaked at 1.3 GB of heap).
    const builder = new IndexBuilder();
    for (let last = 0; ;) {
      const batch = await db.execute<LoadedRow>(sql`
        select id, combined_followers, engagement_rate, name, country_code, location_id, gender,
          date_of_birth::text as dob, income_category, content_creator_type_id, channel_levels, subcategories,
          search_text
        from creators where id > ${last} order by id limit ${LOAD_BATCH}`);
      for (const row of batch.rows) builder.add(row);
      if (batch.rows.length < LOAD_BATCH) break;
      last = batch.rows[batch.rows.length - 1].id;
    }
    return builder.finish(version);
  }

  static build(version: number, rows: LoadedRow[]): CreatorIndex {
    const builder = new IndexBuilder();
    for (const row of rows) builder.add(row);
    return builder.finish(version);
  }

  /** The index from the builder's columns (IndexBuilder.finish). */
  static fromColumns(
    version: number,
    columns: {
      ids: Int32Array;
      positionOf: Int32Array;
      dobDays: Int32Array;
      byBirth: Uint32Array;
      births: { first: number; through: Bitset[] };
      sets: Map<string, Bitset>;
      orders: { followers: Uint32Array; engagement: Uint32Array; name: Uint32Array };
      words: PackedWords;
      offsets: Uint32Array;
      postings: Uint32Array;
    },
  ): CreatorIndex {
    return new CreatorIndex(
      version,
      columns.ids.length,
      columns.ids,
      columns.positionOf,
      columns.dobDays,
      columns.byBirth,
      columns.births,
      columns.sets,
      columns.orders,
      columns.words,
      columns.offsets,
      columns.postings,
    );
  }

  /** True when this index can answer the request exactly as SQL would. */
  supports(input: SearchInput): boolean {
    return input.sortings.length <= 1;
  }

  search(
    input: SearchInput,
    tokens: string[],
    groupMembers: number[] | null,
    textQuery: string | null,
    today = new Date(),
  ): IndexSearch {
    try {
      const matches = this.matching(input, tokens, groupMembers, textQuery, today);
      const total = matches ? matches.count() : this.size;
      return { ids: this.page(matches, total, input), total };
    } finally {
      this.scratch.reclaim();
    }
  }

  /** The positions matching every filter (a scratch set), or null when nothing filters. */
  private matching(
    input: SearchInput,
    tokens: string[],
    groupMembers: number[] | null,
    textQuery: string | null,
    today: Date,
  ): Bitset | null {
    const scratch = this.scratch;
    let result: Bitset | null = null;
    // Stored sets are only read: the first one narrowing the result is copied into a scratch set.
    const narrow = (set: Bitset) => {
      result = result ? result.and(set) : scratch.owns(set) ? set : scratch.copy(set);
    };
    const any = (prefix: string, values: Array<string | number>) => {
      const sets = values.map((v) => this.sets.get(`${prefix}:${v}`));
      narrow(sets.length === 1 && sets[0] ? sets[0] : scratch.union(sets));
    };

    if (input.channels_with_levels.length) any('level', tokens);
    if (input.gender !== 'BOTH') any('gender', [input.gender]);
    if (input.countries.length)
      any(
        'country',
        input.countries.map((c) => c.toUpperCase()),
      );
    if (input.locations.length) any('location', input.locations);
    const posting = input.subcategories.filter((s) => s.subcategory_type === 'POSTING').map((s) => s.enum_value);
    const occupations = input.subcategories.filter((s) => s.subcategory_type === 'OCCUPATION').map((s) => s.enum_value);
    if (posting.length) any('sub', posting);
    if (occupations.length) any('sub', occupations);
    if (input.income_categories.length) any('income', input.income_categories);
    if (input.content_creator_type_ids.length) any('type', input.content_creator_type_ids);
    if (input.age_from !== 18 || input.age_to !== 100) narrow(this.bornBetween(input.age_from, input.age_to, today));
    if (groupMembers) {
      const members = scratch.empty();
      for (const id of groupMembers) {
        const p = id < this.positionOf.length ? this.positionOf[id] : -1;
        if (p >= 0) members.add(p);
      }
      narrow(members);
    }
    if (textQuery !== null) narrow(this.matchText(textQuery));
    return result;
  }

  /**
   * age_from <= age <= age_to, i.e. born on a day in [firstDay, lastDay] = (today - (age_to+1) years, today -
   * age_from years]. The whole years from firstDay's to lastDay's are two cumulative sets apart; at each end the
   * creators born outside the range are then taken away, or (when fewer) only those inside are added to the years
   * between, as slices of the birth-day order.
   */
  private bornBetween(ageFrom: number, ageTo: number, today: Date): Bitset {
    const dayOf = (yearsAgo: number) =>
      Date.UTC(today.getUTCFullYear() - yearsAgo, today.getUTCMonth(), today.getUTCDate()) / DAY_MS;
    const firstDay = dayOf(ageTo + 1) + 1;
    const lastDay = dayOf(ageFrom);
    const firstYear = new Date(firstDay * DAY_MS).getUTCFullYear();
    const lastYear = new Date(lastDay * DAY_MS).getUTCFullYear();
    // [from, split) born before the cut, [split, to) on or after it, of that year's creators in birth-day order.
    const [lowFrom, lowSplit, lowTo] = this.yearCut(firstYear, firstDay);
    const [highFrom, highSplit, highTo] = this.yearCut(lastYear, lastDay + 1);
    const addLow = lowTo - lowSplit < lowSplit - lowFrom;
    const addHigh = highSplit - highFrom < highTo - highSplit;
    const upTo = this.bornThrough(addHigh ? lastYear - 1 : lastYear);
    const below = this.bornThrough(addLow ? firstYear : firstYear - 1);
    const out = upTo ? this.scratch.copy(upTo) : this.scratch.empty();
    if (below) out.andNot(below);
    const each = (from: number, to: number, fn: (position: number) => void) => {
      for (let k = from; k < to; k += 1) fn(this.byBirth[k]);
    };
    if (addLow) each(lowSplit, lowTo, (p) => out.add(p));
    else each(lowFrom, lowSplit, (p) => out.delete(p));
    if (addHigh) each(highFrom, highSplit, (p) => out.add(p));
    else each(highSplit, highTo, (p) => out.delete(p));
    return out;
  }

  /** Creators born in `year` or before (none before the first year known, all after the last). */
  private bornThrough(year: number): Bitset | undefined {
    const { first, through } = this.births;
    if (!through.length || year < first) return undefined;
    return through[Math.min(year - first, through.length - 1)];
  }

  /** Ranks in birth-day order: where `year` starts, where `day` (within it, clamped) starts, where the year ends. */
  private yearCut(year: number, day: number): [number, number, number] {
    const start = Date.UTC(year, 0, 1) / DAY_MS;
    const end = Date.UTC(year + 1, 0, 1) / DAY_MS;
    return [this.birthRank(start), this.birthRank(Math.min(Math.max(day, start), end)), this.birthRank(end)];
  }

  /** The number of creators born before `day` (days since 1970), i.e. where that day starts in `byBirth`. */
  private birthRank(day: number): number {
    return partitionPoint(0, this.size, (k) => this.dobDays[this.byBirth[k]] < day);
  }

  /** Every query word as a prefix of some word of the creator (AND across words), like the SQL prefix tsquery. */
  private matchText(query: string): Bitset {
    const terms = query.split(' & ').map((t) => t.replace(/:\*$/, ''));
    let out: Bitset | null = null;
    for (const term of terms) {
      // The words a term begins are adjacent in the sorted words, so their postings are one slice.
      const first = this.words.lowerBound(term);
      const end = this.words.prefixEnd(term, first);
      const set = this.scratch.empty();
      for (let k = this.offsets[first]; k < this.offsets[end]; k += 1) set.add(this.postings[k]);
      out = out ? out.and(set) : set;
    }
    return out ?? this.scratch.empty();
  }

  private page(matches: Bitset | null, total: number, input: SearchInput): number[] {
    const offset = (input.page_number - 1) * input.page_size;
    if (offset >= total) return [];
    const sort = input.sortings[0] ?? { sort_by: 'FOLLOWERS', sort_direction: 'DESC' };
    const ascending = sort.sort_direction === 'ASC';
    const order =
      sort.sort_by === 'FOLLOWERS'
        ? this.orders.followers
        : sort.sort_by === 'ENGAGEMENT'
          ? this.orders.engagement
          : sort.sort_by === 'NAME'
            ? this.orders.name
            : null;
    // NAME is stored ascending, the others descending; NEWEST is the position order (ids ascending).
    const storedAscending = sort.sort_by === 'NAME' || sort.sort_by === 'NEWEST';
    const forward = ascending === storedAscending;
    const at = (k: number) => {
      const j = forward ? k : this.size - 1 - k;
      return order ? order[j] : j;
    };
    const ids: number[] = [];
    let skipped = 0;
    for (let k = 0; k < this.size && ids.length < input.page_size; k += 1) {
      const p = at(k);
      if (matches && !matches.has(p)) continue;
      if (skipped < offset) {
        skipped += 1;
        continue;
      }
      ids.push(this.ids[p]);
    }
    return ids;
  }
}

/**
 * Collects creators one at a time into columns (numbers, names, the positions of each filter value and word),
 * then makes the bitsets and sort permutations once the count is known.
 */
class IndexBuilder {
  private readonly ids: number[] = [];
  private readonly followers: number[] = [];
  private readonly engagement: number[] = [];
  private readonly names: string[] = [];
  private readonly dobDays: number[] = [];
  private readonly keyPositions = new Map<string, number[]>();
  private readonly wordPostings = new Map<string, number[]>();
  private maxId = 0;

  add(r: LoadedRow): void {
    const i = this.ids.length;
    this.ids.push(r.id);
    this.maxId = Math.max(this.maxId, r.id);
    this.followers.push(Number(r.combined_followers));
    this.engagement.push(Number(r.engagement_rate));
    this.names.push(r.name);
    this.mark(`gender:${r.gender}`, i);
    this.mark(`country:${r.country_code}`, i);
    if (r.location_id !== null) this.mark(`location:${r.location_id}`, i);
    this.mark(`income:${r.income_category}`, i);
    this.mark(`type:${r.content_creator_type_id}`, i);
    for (const token of r.channel_levels) this.mark(`level:${token}`, i);
    for (const sub of r.subcategories) this.mark(`sub:${sub}`, i);
    this.dobDays.push(r.dob ? Math.floor(Date.parse(`${r.dob}T00:00:00Z`) / DAY_MS) : UNKNOWN_BIRTH);
    for (const word of new Set(wordsOf(r.search_text))) {
      const list = this.wordPostings.get(word);
      if (list) list.push(i);
      else this.wordPostings.set(word, [i]);
    }
  }

  finish(version: number): CreatorIndex {
    const n = this.ids.length;
    const ids = Int32Array.from(this.ids);
    const followers = Float64Array.from(this.followers);
    const engagement = Float64Array.from(this.engagement);
    const names = this.names;
    const positionOf = new Int32Array(this.maxId + 1).fill(-1);
    ids.forEach((id, i) => (positionOf[id] = i));
    const sets = new Map<string, Bitset>();
    for (const [key, positions] of this.keyPositions) {
      const set = new Bitset(n);
      for (const p of positions) set.add(p);
      sets.set(key, set);
    }
    const positions = () => Uint32Array.from({ length: n }, (_, i) => i);
    // Descending keys with id descending as the tie-breaker, as the SQL order does.
    const byFollowers = positions().sort((a, b) => followers[b] - followers[a] || ids[b] - ids[a]);
    const byEngagement = positions().sort((a, b) => engagement[b] - engagement[a] || ids[b] - ids[a]);
    const byName = positions().sort((a, b) => (names[a] < names[b] ? -1 : names[a] > names[b] ? 1 : ids[a] - ids[b]));
    const dobDays = Int32Array.from(this.dobDays);
    const byBirth = positions().sort((a, b) => dobDays[a] - dobDays[b]);
    const words = [...this.wordPostings.keys()].sort();
    const offsets = new Uint32Array(words.length + 1);
    words.forEach((w, k) => (offsets[k + 1] = offsets[k] + this.wordPostings.get(w)!.length));
    const postings = new Uint32Array(offsets[words.length]);
    words.forEach((w, k) => postings.set(this.wordPostings.get(w)!, offsets[k]));
    return CreatorIndex.fromColumns(version, {
      ids,
      positionOf,
      dobDays,
      byBirth,
      births: cumulativeBirths(dobDays, byBirth),
      sets,
      orders: { followers: byFollowers, engagement: byEngagement, name: byName },
      words: new PackedWords(words),
      offsets,
      postings,
    });
  }

  private mark(key: string, i: number): void {
    const list = this.keyPositions.get(key);
    if (list) list.push(i);
    else this.keyPositions.set(key, [i]);
  }
}

/** For each year from the first birth's to the last one's, the creators born in it or before. */
function cumulativeBirths(dobDays: Int32Array, byBirth: Uint32Array): { first: number; through: Bitset[] } {
  const n = byBirth.length;
  const through: Bitset[] = [];
  if (!n || dobDays[byBirth[0]] === UNKNOWN_BIRTH) return { first: 0, through };
  const first = new Date(dobDays[byBirth[0]] * DAY_MS).getUTCFullYear();
  // Unknown births come last and compare after every year's end, so they are never added.
  for (let k = 0, year = first; k < n && dobDays[byBirth[k]] !== UNKNOWN_BIRTH; year += 1) {
    const set = through.length ? through[through.length - 1].clone() : new Bitset(n);
    for (const nextYear = Date.UTC(year + 1, 0, 1) / DAY_MS; k < n && dobDays[byBirth[k]] < nextYear; k += 1)
      set.add(byBirth[k]);
    through.push(set);
  }
  return { first, through };
}

/** The words a creator is found by: lower-case runs of letters and digits, as the 'simple' text search parses them. */
export function wordsOf(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The first k in [lo, hi) for which `before(k)` is false, where it holds for a prefix of the range only. */
function partitionPoint(lo: number, hi: number, before: (k: number) => boolean): number {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (before(mid)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Sorted words as one string and their start offsets: at 1M creators, 760k separate strings were most of the
 * index's heap (about 70 MB) and made every full collection mark them one by one.
 */
class PackedWords {
  private readonly text: string;
  private readonly starts: Uint32Array;

  constructor(sorted: string[]) {
    this.text = sorted.join('');
    this.starts = new Uint32Array(sorted.length + 1);
    sorted.forEach((word, k) => (this.starts[k + 1] = this.starts[k] + word.length));
  }

  get length(): number {
    return this.starts.length - 1;
  }

  /** The first word not before `value` (in UTF-16 code unit order, as `sort()` put them). */
  lowerBound(value: string): number {
    return partitionPoint(0, this.length, (k) => this.compare(k, value) < 0);
  }

  /** The first word from `from` on that does not begin with `prefix` (the words that do are adjacent). */
  prefixEnd(prefix: string, from: number): number {
    return partitionPoint(from, this.length, (k) => this.begins(k, prefix));
  }

  private begins(k: number, prefix: string): boolean {
    return this.starts[k] + prefix.length <= this.starts[k + 1] && this.text.startsWith(prefix, this.starts[k]);
  }

  /** Word k against `value`: negative, zero or positive, compared without taking the word out. */
  private compare(k: number, value: string): number {
    const start = this.starts[k];
    const length = this.starts[k + 1] - start;
    for (let i = 0; i < length && i < value.length; i += 1) {
      const diff = this.text.charCodeAt(start + i) - value.charCodeAt(i);
      if (diff !== 0) return diff;
    }
    return length - value.length;
  }
}

/**
 * Keeps one index per database, reloading it in the background when the catalogue version moves.
 * `get` returns null while no up-to-date index exists, and the caller answers with SQL.
 */
export class CreatorIndexHolder {
  private current: CreatorIndex | null = null;
  private loading: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void,
  ) {}

  async get(): Promise<CreatorIndex | null> {
    const version = await CreatorIndex.currentVersion(this.db);
    if (this.current && this.current.version === version) return this.current;
    this.reload();
    return null;
  }

  /** The index last built, not checked against the catalogue's version (the caller reads it with its rows). */
  built(): CreatorIndex | null {
    return this.current;
  }

  /** `index` answered for a catalogue that has moved on: no longer used, and a fresh one is built. */
  outdated(index: CreatorIndex): void {
    if (this.current === index) this.current = null;
    this.reload();
  }

  private reload(): void {
    this.loading ??= CreatorIndex.load(this.db)
      .then((index) => {
        this.current = index;
      })
      .catch(this.onError)
      .finally(() => {
        this.loading = null;
      });
  }

  /** Waits for a fresh index (start-up warm-up, benchmarks, tests). */
  async ready(): Promise<CreatorIndex | null> {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const index = await this.get();
      if (index) return index;
      await this.loading;
    }
    return this.get();
  }
}
