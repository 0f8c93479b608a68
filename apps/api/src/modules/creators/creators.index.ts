/**
 * The in-memory creator search index (docs/decisions/003-creator-search.md). Each API process keeps
 * one bitset per filter value (country, gender, level token, interest, ...) and one permutation per
 * sort key; a search ANDs and ORs bitsets, counts matches by popcount and walks a permutation for
 * the page, so no filter combination ever scans the table. It is rebuilt from the database when the
 * catalogue version moves; searches use SQL meanwhile.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { Bitset, unionOf } from './bitset';
import type { SearchInput } from './creators.search';

const LOAD_BATCH = 50_000;
const DAY_MS = 86_400_000;

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
  private constructor(
    readonly version: number,
    readonly size: number,
    private readonly ids: Int32Array,
    /** id -> position, -1 when absent (ids are dense integers). */
    private readonly positionOf: Int32Array,
    private readonly dobDays: Int32Array,
    private readonly sets: Map<string, Bitset>,
    private readonly orders: { followers: Uint32Array; engagement: Uint32Array; name: Uint32Array },
    /** Distinct words, sorted; the positions of word w are postings[offsets[w]..offsets[w+1]). */
    private readonly words: string[],
    private readonly offsets: Uint32Array,
    private readonly postings: Uint32Array,
  ) {}

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
      sets: Map<string, Bitset>;
      orders: { followers: Uint32Array; engagement: Uint32Array; name: Uint32Array };
      words: string[];
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
    const n = this.size;
    let result: Bitset | null = null;
    const narrow = (set: Bitset) => {
      result = result ? result.and(set) : set;
    };
    const any = (prefix: string, values: Array<string | number>) =>
      unionOf(
        n,
        values.map((v) => this.sets.get(`${prefix}:${v}`)),
      );

    if (input.channels_with_levels.length) narrow(any('level', tokens));
    if (input.gender !== 'BOTH') narrow(any('gender', [input.gender]));
    if (input.countries.length)
      narrow(
        any(
          'country',
          input.countries.map((c) => c.toUpperCase()),
        ),
      );
    if (input.locations.length) narrow(any('location', input.locations));
    const posting = input.subcategories.filter((s) => s.subcategory_type === 'POSTING').map((s) => s.enum_value);
    const occupations = input.subcategories.filter((s) => s.subcategory_type === 'OCCUPATION').map((s) => s.enum_value);
    if (posting.length) narrow(any('sub', posting));
    if (occupations.length) narrow(any('sub', occupations));
    if (input.income_categories.length) narrow(any('income', input.income_categories));
    if (input.content_creator_type_ids.length) narrow(any('type', input.content_creator_type_ids));
    if (input.age_from !== 18 || input.age_to !== 100) narrow(this.bornBetween(input.age_from, input.age_to, today));
    if (groupMembers) {
      const members = new Bitset(n);
      for (const id of groupMembers) {
        const p = id < this.positionOf.length ? this.positionOf[id] : -1;
        if (p >= 0) members.add(p);
      }
      narrow(members);
    }
    if (textQuery !== null) narrow(this.matchText(textQuery));

    const matches: Bitset | null = result;
    const total = matches ? (matches as Bitset).count() : n;
    return { ids: this.page(matches, total, input), total };
  }

  /** age_from <= age <= age_to, i.e. born in (today - (age_to+1) years, today - age_from years]. */
  private bornBetween(ageFrom: number, ageTo: number, today: Date): Bitset {
    const yearsAgo = (years: number) => {
      const d = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()));
      return d;
    };
    const latest = yearsAgo(ageFrom);
    const earliestExclusive = yearsAgo(ageTo + 1);
    const latestDay = Math.floor(latest.getTime() / DAY_MS);
    const earliestDay = Math.floor(earliestExclusive.getTime() / DAY_MS);
    const out = new Bitset(this.size);
    for (let year = earliestExclusive.getUTCFullYear(); year <= latest.getUTCFullYear(); year += 1) {
      const set = this.sets.get(`born:${year}`);
      if (!set) continue;
      const boundary = year === earliestExclusive.getUTCFullYear() || year === latest.getUTCFullYear();
      if (!boundary) {
        out.or(set);
        continue;
      }
      set.forEach((i) => {
        if (this.dobDays[i] <= latestDay && this.dobDays[i] > earliestDay) out.add(i);
      });
    }
    return out;
  }

  /** Every query word as a prefix of some word of the creator (AND across words), like the SQL prefix tsquery. */
  private matchText(query: string): Bitset {
    const terms = query.split(' & ').map((t) => t.replace(/:\*$/, ''));
    let out: Bitset | null = null;
    for (const term of terms) {
      const set = new Bitset(this.size);
      for (let w = lowerBound(this.words, term); w < this.words.length && this.words[w].startsWith(term); w += 1) {
        for (let k = this.offsets[w]; k < this.offsets[w + 1]; k += 1) set.add(this.postings[k]);
      }
      out = out ? out.and(set) : set;
    }
    return out ?? new Bitset(this.size);
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
    if (r.dob) {
      this.dobDays.push(Math.floor(Date.parse(`${r.dob}T00:00:00Z`) / DAY_MS));
      this.mark(`born:${r.dob.slice(0, 4)}`, i);
    } else {
      this.dobDays.push(0x7fffffff);
    }
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
    const words = [...this.wordPostings.keys()].sort();
    const offsets = new Uint32Array(words.length + 1);
    words.forEach((w, k) => (offsets[k + 1] = offsets[k] + this.wordPostings.get(w)!.length));
    const postings = new Uint32Array(offsets[words.length]);
    words.forEach((w, k) => postings.set(this.wordPostings.get(w)!, offsets[k]));
    return CreatorIndex.fromColumns(version, {
      ids,
      positionOf,
      dobDays: Int32Array.from(this.dobDays),
      sets,
      orders: { followers: byFollowers, engagement: byEngagement, name: byName },
      words,
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

/** The words a creator is found by: lower-case runs of letters and digits, as the 'simple' text search parses them. */
export function wordsOf(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

function lowerBound(sorted: string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
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
    this.loading ??= CreatorIndex.load(this.db)
      .then((index) => {
        this.current = index;
      })
      .catch(this.onError)
      .finally(() => {
        this.loading = null;
      });
    return null;
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
