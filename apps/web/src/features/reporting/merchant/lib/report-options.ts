/**
 * What the reports page offers to report on: the company's campaigns (its brands' too, as the campaigns pages list
 * them), grouped by date, and the jobs with agreed work of its brands. The demo's completed campaign is among the
 * completed ones, which the page also offers as quick picks.
 */
import type { CampaignSummary } from '@app/shared/campaigns';
import type { JobListing } from '@app/shared/jobs';
import type { CampaignLists } from '../../../campaigns/api/campaign-lists';

export type ReportOptionGroup = 'Ongoing campaigns' | 'Completed campaigns' | 'Upcoming campaigns' | 'Jobs';
const GROUP_ORDER: readonly ReportOptionGroup[] = [
  'Ongoing campaigns',
  'Completed campaigns',
  'Upcoming campaigns',
  'Jobs',
];

export interface ReportOption {
  id: string;
  kind: 'CAMPAIGN' | 'JOB';
  group: ReportOptionGroup;
  name: string;
  /** The brand it belongs to (null for a job: its brand is the one it was listed under). */
  brandName: string | null;
  /** ISO instants (a campaign's start and end; a job's date as both). */
  start: string | null;
  end: string | null;
  /** The campaign's zone, for its dates. */
  timezone: string | null;
  isDemo: boolean;
}

function campaignOption(campaign: CampaignSummary, group: ReportOptionGroup): ReportOption {
  return {
    id: campaign.id,
    kind: 'CAMPAIGN',
    group,
    name: campaign.name,
    brandName: campaign.brand_name,
    start: campaign.start_date,
    end: campaign.end_date,
    timezone: campaign.timezone,
    isDemo: campaign.is_demo,
  };
}

/** Every campaign (cancelled ones stay with the completed) and job, once each, in the groups' order. */
export function reportOptions(
  lists: CampaignLists | undefined,
  jobs: ReadonlyArray<{ brandName: string; jobs: readonly JobListing[] }>,
): ReportOption[] {
  const options: ReportOption[] = [];
  const seen = new Set<string>();
  const add = (option: ReportOption) => {
    if (seen.has(option.id)) return;
    seen.add(option.id);
    options.push(option);
  };
  for (const c of lists?.ongoing_campaigns ?? []) add(campaignOption(c, 'Ongoing campaigns'));
  // Completed: the most recently ended first.
  const finished = [...(lists?.finished_campaigns ?? [])].sort((a, b) => b.end_date.localeCompare(a.end_date));
  for (const c of finished) add(campaignOption(c, 'Completed campaigns'));
  for (const c of lists?.upcoming_campaigns ?? []) add(campaignOption(c, 'Upcoming campaigns'));
  for (const { brandName, jobs: list } of jobs) {
    for (const job of list) {
      add({
        id: job.id,
        kind: 'JOB',
        group: 'Jobs',
        name: job.name,
        brandName,
        start: job.date,
        end: job.date,
        timezone: null,
        isDemo: false,
      });
    }
  }
  return options;
}

/** The options as a grouped select list; the brand is named when the options span several brands. */
export function reportSelectData(options: readonly ReportOption[]) {
  const brands = new Set(options.map((o) => o.brandName).filter(Boolean));
  const label = (o: ReportOption) => (brands.size > 1 && o.brandName ? `${o.name} · ${o.brandName}` : o.name);
  return GROUP_ORDER.map((group) => ({
    group,
    items: options.filter((o) => o.group === group).map((o) => ({ value: o.id, label: label(o) })),
  })).filter((g) => g.items.length > 0);
}

/** The quick picks when nothing is chosen: the most recently completed campaigns, the demo's first. */
export function quickPicks(options: readonly ReportOption[], count = 3): ReportOption[] {
  const completed = options.filter((o) => o.group === 'Completed campaigns');
  return [...completed.filter((o) => o.isDemo), ...completed.filter((o) => !o.isDemo)].slice(0, count);
}
