/** Labels and option lists read from the config bundle (never hard-coded in screens). */
import { DEFAULT_GROUP_CHANNEL } from '@app/shared/group-options';
import { PROFESSION_CATEGORY, type ConfigBundle } from '@app/shared/config';

type Config = Pick<ConfigBundle, 'channels' | 'countries' | 'all_locations' | 'categories'>;

export interface Option {
  value: string;
  label: string;
}

export interface OptionGroup {
  group: string;
  items: Option[];
}

/**
 * Channels with Instagram (the default group tab) first, the others in the `reference` order (the
 * bundle's channel values) when given, else as they come; unknown channels last.
 */
export function orderChannels<T>(
  values: readonly T[],
  valueOf: (item: T) => string,
  reference?: readonly string[],
  first = DEFAULT_GROUP_CHANNEL,
): T[] {
  const rank = (item: T) => {
    const value = valueOf(item);
    if (value === first) return -1;
    if (!reference) return 0;
    const index = reference.indexOf(value);
    return index === -1 ? reference.length : index;
  };
  // Array.prototype.sort is stable: equal ranks keep their order.
  return [...values].sort((a, b) => rank(a) - rank(b));
}

export function channelLabel(config: Pick<Config, 'channels'> | undefined, value: string): string {
  return config?.channels.find((c) => c.value === value)?.label ?? titleCase(value);
}

export function levelLabel(config: Pick<Config, 'channels'> | undefined, channel: string, level: string): string {
  return (
    config?.channels.find((c) => c.value === channel)?.levels.find((l) => l.level === level)?.label ?? titleCase(level)
  );
}

export function postContentTypeLabel(
  config: Pick<Config, 'channels'> | undefined,
  channel: string,
  type: string,
): string {
  return (
    config?.channels.find((c) => c.value === channel)?.post_content_types.find((t) => t.value === type)?.label ??
    titleCase(type)
  );
}

export function countryName(config: Pick<Config, 'countries'> | undefined, code: string): string {
  return config?.countries.find((c) => c.code === code)?.name ?? code;
}

export function subcategoryLabel(config: Pick<Config, 'categories'> | undefined, value: string): string {
  for (const category of config?.categories ?? []) {
    const found = category.subcategories.find((s) => s.enum_value === value);
    if (found) return found.label;
  }
  return titleCase(value);
}

/** Interests: POSTING subcategories grouped by their category. */
export function interestGroups(config: Pick<Config, 'categories'>): OptionGroup[] {
  return config.categories
    .map((category) => ({
      group: category.label,
      items: category.subcategories
        .filter((s) => s.subcategory_type === 'POSTING')
        .map((s) => ({ value: s.enum_value, label: s.label })),
    }))
    .filter((group) => group.items.length > 0);
}

/** Occupations: OCCUPATION subcategories of the PROFESSION category. */
export function occupationOptions(config: Pick<Config, 'categories'>): Option[] {
  const profession = config.categories.find((c) => c.enum_value === PROFESSION_CATEGORY);
  return (profession?.subcategories ?? [])
    .filter((s) => s.subcategory_type === 'OCCUPATION')
    .map((s) => ({ value: s.enum_value, label: s.label }));
}

/** Locations of the chosen countries (all countries when none is chosen), grouped by country. */
export function locationGroups(
  config: Pick<Config, 'countries' | 'all_locations'>,
  countries: readonly string[],
): OptionGroup[] {
  const wanted = countries.length ? new Set(countries) : null;
  const groups = new Map<string, Option[]>();
  for (const location of config.all_locations) {
    if (wanted && !wanted.has(location.country_code)) continue;
    const items = groups.get(location.country_code) ?? [];
    items.push({ value: String(location.id), label: location.name });
    groups.set(location.country_code, items);
  }
  return [...groups.entries()]
    .map(([code, items]) => ({
      group: countryName(config, code),
      items: items.sort((a, b) => a.label.localeCompare(b.label)),
    }))
    .sort((a, b) => a.group.localeCompare(b.group));
}

/** The location ids that belong to one of `countries` (all of them when no country is chosen). */
export function keepLocationsOf(
  config: Pick<Config, 'all_locations'>,
  countries: readonly string[],
  locations: readonly number[],
): number[] {
  if (!countries.length) return [...locations];
  const wanted = new Set(countries);
  const allowed = new Set(config.all_locations.filter((l) => wanted.has(l.country_code)).map((l) => l.id));
  return locations.filter((id) => allowed.has(id));
}

/** INSTAGRAM -> Instagram, LOWER_MIDDLE -> Lower middle (for values the bundle does not label). */
export function titleCase(value: string): string {
  const text = value.replace(/_/g, ' ').toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Country names for a company's country field (the API stores free text, so the name is kept);
 * a saved value that is not in the list stays selectable, first.
 */
export function countryOptions(countries: readonly { name: string }[], current: string | null | undefined): string[] {
  const names = [...new Set(countries.map((c) => c.name))].sort((a, b) => a.localeCompare(b));
  return current && !names.includes(current) ? [current, ...names] : names;
}

/** The country whose name is exactly the typed text (case and surrounding spaces aside). */
export function matchCountry(countries: readonly { name: string }[], typed: string | null | undefined): string | null {
  const text = typed?.trim().toLowerCase();
  if (!text) return null;
  return countries.find((c) => c.name.toLowerCase() === text)?.name ?? null;
}
