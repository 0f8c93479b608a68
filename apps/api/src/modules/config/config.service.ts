import { asc, eq, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import {
  PRE_LIVE_CHECK_STATUS_LABELS,
  PRE_LIVE_CHECK_STATUSES,
  PROFESSION_CATEGORY,
  VERIFICATION_STATUS_LABELS,
  VERIFICATION_STATUSES,
  type Channel,
  type ConfigBundle,
} from '@app/shared/config';
import {
  categories,
  channelCountries,
  channelLevels,
  channels,
  contentCreatorTypes,
  countries,
  currencies,
  faqs,
  partnerThemes,
  locations,
  postContentTypes,
  subcategories,
} from '../../db/schema/config';
import type { Db, Tx } from '../../db/client';
import { formatMoney, toMinor } from '@app/shared/money';
import { fieldError } from '../../errors';

async function loadChannels(db: Db, countryCode?: string): Promise<Channel[]> {
  const [channelRows, levelRows, typeRows] = await Promise.all([
    countryCode
      ? db
          .select({ channel: channels })
          .from(channels)
          .innerJoin(channelCountries, eq(channelCountries.channel, channels.value))
          .where(eq(channelCountries.countryCode, countryCode))
          .orderBy(asc(channels.position))
          .then((rows) => rows.map((r) => r.channel))
      : db.select().from(channels).orderBy(asc(channels.position)),
    db.select().from(channelLevels).orderBy(asc(channelLevels.minFollowers)),
    db.select().from(postContentTypes),
  ]);
  return channelRows.map((c) => ({
    value: c.value,
    label: c.label,
    icon_location: c.iconLocation,
    levels: levelRows
      .filter((l) => l.channel === c.value)
      .map((l) => ({ level: l.level, label: l.label, min_followers: l.minFollowers, max_followers: l.maxFollowers })),
    post_content_types: typeRows.filter((t) => t.channel === c.value).map((t) => ({ value: t.value, label: t.label })),
  }));
}

const countryView = (c: typeof countries.$inferSelect) => ({
  code: c.code,
  name: c.name,
  currency: c.currency,
  timezone: c.timezone,
  dial_code: c.dialCode,
  active: c.active,
});

/** Reference data changes only with a migration, so one read per process is enough. */
const bundleOwner = new WeakMap<object, Promise<ConfigBundle>>();

async function buildBundle(db: Db): Promise<ConfigBundle> {
  const [categoryRows, subRows, channelList, countryRows, locationRows] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.position)),
    db.select().from(subcategories).orderBy(asc(subcategories.enLabel)),
    loadChannels(db),
    db.select().from(countries).orderBy(asc(countries.name)),
    db.select().from(locations).orderBy(asc(locations.countryCode), asc(locations.name)),
  ]);
  const countryList = countryRows.map(countryView);
  return {
    categories: categoryRows.map((c) => ({
      enum_value: c.enumValue,
      en_label: c.enLabel,
      label: c.label,
      subcategories: subRows
        .filter((s) => s.category === c.enumValue)
        .map((s) => ({
          enum_value: s.enumValue,
          en_label: s.enLabel,
          label: s.label,
          subcategory_type: c.enumValue === PROFESSION_CATEGORY ? ('OCCUPATION' as const) : ('POSTING' as const),
        })),
    })),
    channels: channelList,
    countries: countryList,
    all_locations: locationRows.map((l) => ({ id: l.id, country_code: l.countryCode, name: l.name })),
    active_countries: countryList.filter((c) => c.active),
    verification_statuses: VERIFICATION_STATUSES.map((value) => ({ value, label: VERIFICATION_STATUS_LABELS[value] })),
    pre_live_check_statuses: PRE_LIVE_CHECK_STATUSES.map((value) => ({
      value,
      label: PRE_LIVE_CHECK_STATUS_LABELS[value],
    })),
  };
}

export function configBundle(deps: Pick<Deps, 'db'>): Promise<ConfigBundle> {
  const { db } = deps;
  // keyed by database so tests with several databases each get their own
  let cached = bundleOwner.get(db);
  if (!cached) {
    cached = buildBundle(db).catch((error) => {
      bundleOwner.delete(db);
      throw error;
    });
    bundleOwner.set(db, cached);
  }
  return cached;
}

async function findCountry(db: Db, code: string) {
  const [row] = await db
    .select()
    .from(countries)
    .where(eq(sql`upper(${countries.code})`, code.toUpperCase()));
  if (!row) throw fieldError('country', `Unknown country ${code}`, 'NOT_FOUND');
  return row;
}

export async function channelsForCountry(deps: Deps, input: { country: string }) {
  const country = await findCountry(deps.db, input.country);
  return loadChannels(deps.db, country.code);
}

/** The country's own currency first, then US dollars for cross-border budgets. */
export async function currenciesForCountry(deps: Deps, input: { country: string }) {
  const country = await findCountry(deps.db, input.country);
  const rows = await deps.db.select().from(currencies);
  const own = rows.find((c) => c.code === country.currency)!;
  const usd = rows.find((c) => c.code === 'USD');
  return [own, ...(usd && usd.code !== own.code ? [usd] : [])].map((c) => ({
    code: c.code,
    name: c.name,
    symbol: c.symbol,
  }));
}

/** The currency's budget bounds in minor units (the currency table keeps whole units). */
export async function budgetMinMax(deps: Deps, input: { currency: string }) {
  const code = input.currency;
  const [row] = await deps.db.select().from(currencies).where(eq(currencies.code, code.toUpperCase()));
  if (!row) throw fieldError('currency', `Unknown currency ${code}`, 'NOT_FOUND');
  return { currency: row.code, min_minor: toMinor(row.budgetMin), max_minor: toMinor(row.budgetMax) };
}

/**
 * The one budget rule of campaigns and jobs: a known currency, and a budget within its bounds, else a 400
 * naming `currency` or `budget_minor`.
 */
export async function checkBudget(db: Db | Tx, input: { currency: string; budget_minor: number }): Promise<void> {
  const [row] = await db
    .select({ code: currencies.code, min: currencies.budgetMin, max: currencies.budgetMax })
    .from(currencies)
    .where(eq(currencies.code, input.currency));
  if (!row) throw fieldError('currency', `Unknown currency "${input.currency}"`);
  const min = toMinor(row.min);
  const max = toMinor(row.max);
  if (input.budget_minor < min || input.budget_minor > max)
    throw fieldError(
      'budget_minor',
      `The budget in ${row.code} is between ${formatMoney(min, row.code)} and ${formatMoney(max, row.code)}`,
    );
}

export function listContentCreatorTypes(deps: Deps) {
  return deps.db.select().from(contentCreatorTypes).orderBy(asc(contentCreatorTypes.id));
}

export function faqsByType(deps: Deps, input: { type: string }) {
  return deps.db
    .select({ id: faqs.id, question: faqs.question, answer: faqs.answer })
    .from(faqs)
    .where(eq(faqs.type, input.type.toUpperCase()))
    .orderBy(asc(faqs.position));
}

/** The partner theme of a host: PARTNER_THEMES first, then the default partner themes (reference data). */
async function partnerThemeFor(deps: Deps, host: string) {
  const bare = host.split(':')[0];
  const configured = deps.config.partnerThemes[host] ?? deps.config.partnerThemes[bare];
  if (configured) return configured;
  const [row] = await deps.db.select().from(partnerThemes).where(eq(partnerThemes.host, bare));
  if (!row) return null;
  return {
    name: row.name,
    colorscheme: row.colorscheme,
    button_style: row.buttonStyle,
    ...(row.logo ? { logo: row.logo } : {}),
  };
}

/** Support contacts and the partner theme of the host the page was loaded from. */
export async function siteInfo(deps: Deps, input: { host: string }) {
  const host = input.host.split(',')[0].trim().toLowerCase();
  const { support } = deps.config;
  return {
    support_phone: support.phone,
    support_email: support.email,
    office_address: support.officeAddress,
    partner_theme: await partnerThemeFor(deps, host),
  };
}
