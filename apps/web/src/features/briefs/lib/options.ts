/** The brief form's option lists and labels, read from the config bundle (never hard-coded). */
import type { ConfigBundle } from '@app/shared/config';

export interface Option {
  value: string;
  label: string;
}

/** Platforms: the bundle's channels. */
export function platformOptions(config: Pick<ConfigBundle, 'channels'> | undefined): Option[] {
  return (config?.channels ?? []).map((channel) => ({ value: channel.value, label: channel.label }));
}

/**
 * Niches: every category, each followed by its subcategories ("Fashion · Streetwear"), one entry
 * per value (the API takes category and subcategory values alike).
 */
export function nicheOptions(config: Pick<ConfigBundle, 'categories'> | undefined): Option[] {
  const seen = new Set<string>();
  const options: Option[] = [];
  const add = (value: string, label: string) => {
    if (seen.has(value)) return;
    seen.add(value);
    options.push({ value, label });
  };
  for (const category of config?.categories ?? []) {
    add(category.enum_value, category.label);
    for (const sub of category.subcategories) add(sub.enum_value, `${category.label} · ${sub.label}`);
  }
  return options;
}

/** A stored value's label, else the value itself made readable (FOOD_AND_DRINK -> Food and drink). */
export function optionLabel(options: readonly Option[], value: string): string {
  const found = options.find((option) => option.value === value);
  if (found) return found.label;
  const text = value.replace(/_/g, ' ').toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
}
