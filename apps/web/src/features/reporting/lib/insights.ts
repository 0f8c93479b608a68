/**
 * The insights modal's content (spec sections 2 and 3): the API answers insights keyed by platform, then by
 * category, each `{Insight, Action, CTA}`; the modal shows them as rows (platform, category, text, suggestion,
 * buttonText) in four sections: strong performance indicators, areas for improvement, creator performance and
 * recommendations (content strategy, creator mix, timing, budget).
 */
import {
  INSIGHT_CATEGORIES,
  INSIGHT_CATEGORY_LABELS,
  type InsightCategory,
  type InsightItem,
} from '@app/shared/reporting';

export interface InsightRow {
  /** The API's platform key: INSTAGRAM, TIKTOK, ... or ALL (the whole campaign). */
  platform: string;
  category: string;
  text: string;
  suggestion: string;
  buttonText: string;
}

export type InsightsByPlatform = Record<string, Record<string, readonly InsightItem[]>>;

const categoryRank = (category: string) => {
  const index = (INSIGHT_CATEGORIES as readonly string[]).indexOf(category);
  return index === -1 ? INSIGHT_CATEGORIES.length : index;
};

/**
 * Every insight as a row, in the modal's order: by category (the sections' order; a category the web does not know
 * last), then by platform as the API lists them (ALL first), then as listed within.
 */
export function insightRows(insights: InsightsByPlatform | null | undefined): InsightRow[] {
  if (!insights) return [];
  const rows: Array<InsightRow & { order: number }> = [];
  for (const [platform, byCategory] of Object.entries(insights)) {
    for (const [category, items] of Object.entries(byCategory ?? {})) {
      for (const item of items ?? []) {
        rows.push({
          platform,
          category,
          text: item.Insight,
          suggestion: item.Action,
          buttonText: item.CTA,
          order: rows.length,
        });
      }
    }
  }
  // Array.prototype.sort is stable: within a category the platforms keep the API's order.
  return rows
    .sort((a, b) => categoryRank(a.category) - categoryRank(b.category) || a.order - b.order)
    .map(({ order: _order, ...row }) => row);
}

/** The modal's four sections; recommendations hold the four areas (and any category the web does not know). */
export const INSIGHT_SECTIONS = [
  { key: 'strengths', title: INSIGHT_CATEGORY_LABELS.strengths, categories: ['strengths'] },
  { key: 'improvements', title: INSIGHT_CATEGORY_LABELS.improvements, categories: ['improvements'] },
  {
    key: 'creator_performance',
    title: INSIGHT_CATEGORY_LABELS.creator_performance,
    categories: ['creator_performance'],
  },
  {
    key: 'recommendations',
    title: 'Recommendations',
    categories: ['content_strategy', 'creator_mix', 'timing', 'budget'],
  },
] as const satisfies ReadonlyArray<{ key: string; title: string; categories: readonly InsightCategory[] }>;

export type InsightSectionKey = (typeof INSIGHT_SECTIONS)[number]['key'];

export interface InsightGroup {
  category: string;
  /** The category's name; null when it is the section's only category (the section's title says it). */
  title: string | null;
  rows: InsightRow[];
}

export interface InsightSection {
  key: InsightSectionKey;
  title: string;
  groups: InsightGroup[];
}

/** A category's name for people: the shared labels, else its words ("new_area" -> "New area"). */
export function categoryLabel(category: string): string {
  if (Object.hasOwn(INSIGHT_CATEGORY_LABELS, category)) return INSIGHT_CATEGORY_LABELS[category as InsightCategory];
  const words = category.replace(/_/g, ' ').trim().toLowerCase();
  return words ? words[0].toUpperCase() + words.slice(1) : 'Other';
}

/** The rows in the modal's sections, in order; sections and groups without rows are left out. */
export function insightSections(rows: readonly InsightRow[]): InsightSection[] {
  const known = new Set<string>(INSIGHT_CATEGORIES);
  return INSIGHT_SECTIONS.map((section) => {
    const categories: string[] = [...section.categories];
    if (section.key === 'recommendations') {
      for (const row of rows)
        if (!known.has(row.category) && !categories.includes(row.category)) categories.push(row.category);
    }
    const single = section.categories.length === 1;
    const groups = categories
      .map((category) => ({
        category,
        title: single ? null : categoryLabel(category),
        rows: rows.filter((row) => row.category === category),
      }))
      .filter((group) => group.rows.length > 0);
    return { key: section.key, title: section.title, groups };
  }).filter((section) => section.groups.length > 0);
}

/** What a row's button does: open creator discovery, the campaign wizard, the content queue, or close the modal. */
export type InsightCta = 'discover-creators' | 'create-campaign' | 'review-content' | 'close';

export function insightCta(buttonText: string): InsightCta {
  const text = buttonText.trim().toLowerCase();
  if (/\b(find|discover)\b.*\bcreators?\b/.test(text)) return 'discover-creators';
  if (/\b(plan|create|start)\b.*\bcampaign\b/.test(text)) return 'create-campaign';
  if (/\breview\b.*\bcontent\b/.test(text)) return 'review-content';
  return 'close';
}

/** The API's key for insights about the whole campaign rather than one platform. */
export const ALL_PLATFORMS = 'ALL';

/** A row's platform for people: "All platforms", else the channel's name (`channelName`, from the config). */
export function platformName(platform: string, channelName: (value: string) => string): string {
  return platform === ALL_PLATFORMS ? 'All platforms' : channelName(platform);
}
