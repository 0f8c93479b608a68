/**
 * The campaign wizard's values and steps (spec sections 2 Campaign wizard, 3 Campaign form and
 * Deliverable). The form keeps what people type: dates as "YYYY-MM-DD" and "HH:mm" in the country's
 * time zone, amounts as text. `buildCreateRequest` (request.ts) turns the values into the shared
 * create request; `wizardSchema` (rules.ts) refuses what the API would.
 */
import type { BonusType } from '@app/shared/campaign-pricing';
import { BRIEF_EMPTY_ROWS } from '@app/shared/briefs';
import { DEFAULT_CONTENT_ROUNDS } from '@app/shared/content';
import { DEFAULT_FILTERS, type DiscoveryFilters } from '../../../../creators/lib/filters';
import { isFieldValue } from '../../../../../lib/dates';

/** How the creators are chosen (spec section 4: changing it clears the creators and the deliverables). */
export const SELECTION_MODES = ['GROUP', 'HAND', 'FILTERS'] as const;
export type SelectionMode = (typeof SELECTION_MODES)[number];
export const SELECTION_MODE_LABELS: Record<SelectionMode, string> = {
  GROUP: 'From a group',
  HAND: 'By hand',
  FILTERS: 'By filters',
};

/** One row of an ordered list (an object, so react-hook-form's field array can track it). */
export interface RowValue {
  text: string;
}

/** A handle or hashtag for one of the campaign's platforms. */
export interface ChannelText {
  channel: string;
  text: string;
}

export interface DeliverableValues {
  channel: string;
  post_content_type: string;
  influencer_ids: number[];
  /** "YYYY-MM-DD" in the campaign's time zone (shown DD/MM/YYYY); '' while empty. */
  start_date: string;
  end_date: string;
  bonus_type: BonusType;
  /** Whole units as typed ("1,500.50"); '' for none. */
  bonus_amount: string;
  /** Posts per creator, as typed. */
  number_of_posts: string;
  extra_instructions: string;
}

export interface WizardValues {
  brand_id: string;
  brief_id: string | null;
  name: string;
  /** Two-letter code; '' while none is chosen. */
  country: string;
  /** The country's IANA zone; the dates and times below are in it. */
  timezone: string;
  /** "YYYY-MM-DD"; '' while empty. */
  start_date: string;
  /** "HH:mm"; '' while empty. */
  start_time: string;
  end_date: string;
  end_time: string;
  platforms: string[];
  /** Whole units as typed ("50,000"). */
  budget: string;
  currency: string;
  campaign_objective: string;
  description: string;
  call_to_action: string;
  product_overview: string;
  selling_points: RowValue[];
  content_creation_steps: RowValue[];
  handles: ChannelText[];
  hashtags: ChannelText[];
  /** Stored file URLs taken from the brief. */
  thumbnail: string | null;
  assets: string[];
  pre_approval: boolean;
  advertiser_pre_approval: boolean;
  max_content_rounds: number;
  selection_mode: SelectionMode;
  /** The chosen groups (mode GROUP); their members are the selection. */
  influencer_groups: string[];
  /** The selected creators, whatever the mode (a group's members, ticked ones, a filter's results). */
  influencer_ids: number[];
  /** The creator filters (mode FILTERS); they also become the campaign's preferences. */
  filters: DiscoveryFilters;
  deliverables: DeliverableValues[];
  contract_template_ids: string[];
  contract_signature_required: boolean;
}

export interface WizardStep {
  label: string;
  /** The fields the step edits: "Next" checks them, a server error on one of them opens the step. */
  fields: readonly string[];
}

export const WIZARD_STEPS: readonly WizardStep[] = [
  { label: 'Brand and brief', fields: ['brand_id', 'brief_id'] },
  {
    label: 'Details',
    fields: [
      'name',
      'country',
      'timezone',
      'start_date',
      'start_time',
      'end_date',
      'end_time',
      'platforms',
      'budget',
      'currency',
      'campaign_objective',
      'description',
      'call_to_action',
      'product_overview',
      'selling_points',
      'content_creation_steps',
      'handles',
      'hashtags',
      'thumbnail',
      'assets',
      'pre_approval',
      'advertiser_pre_approval',
      'max_content_rounds',
    ],
  },
  {
    label: 'Creators',
    fields: [
      'selection_mode',
      'influencer_groups',
      'influencer_ids',
      'filters',
      'preferences',
      'subcategories',
      'content_creator_type_ids',
    ],
  },
  { label: 'Deliverables', fields: ['deliverables'] },
  {
    label: 'Contracts and review',
    fields: ['contract_template_ids', 'contract_signature_required', 'contract_ids', 'purchase_order'],
  },
];

/** Spec section 2: the step with index 3 holds the deliverables and the selected creators. */
export const DELIVERABLES_STEP = 3;
export const CREATORS_STEP = 2;
export const LAST_STEP = WIZARD_STEPS.length - 1;
/** The live cost panel shows from this step on. */
export const COST_PANEL_FROM_STEP = CREATORS_STEP;

/** The step whose fields include `field` ("deliverables.0.end_date" -> 3); null for none. */
export function stepOfField(field: string): number | null {
  const head = field.split('.')[0];
  const index = WIZARD_STEPS.findIndex((step) => step.fields.includes(head));
  return index < 0 ? null : index;
}

/** Every form field a server error may name (the request's top-level names are the form's). */
export const WIZARD_FIELDS = WIZARD_STEPS.flatMap((step) => step.fields);

export const emptyRows = (count = BRIEF_EMPTY_ROWS): RowValue[] => Array.from({ length: count }, () => ({ text: '' }));

export function newDeliverable(
  values: Pick<WizardValues, 'start_date' | 'end_date'>,
  channel = '',
  influencerIds: number[] = [],
): DeliverableValues {
  return {
    channel,
    post_content_type: '',
    influencer_ids: influencerIds,
    start_date: values.start_date,
    end_date: values.end_date,
    bonus_type: 'NONE',
    bonus_amount: '',
    number_of_posts: '1',
    extra_instructions: '',
  };
}

/** A new campaign: nothing chosen, two empty rows of selling points and of steps (spec section 3). */
export function newWizardValues(brandId = ''): WizardValues {
  return {
    brand_id: brandId,
    brief_id: null,
    name: '',
    country: '',
    timezone: '',
    start_date: '',
    start_time: '09:00',
    end_date: '',
    end_time: '18:00',
    platforms: [],
    budget: '',
    currency: '',
    campaign_objective: '',
    description: '',
    call_to_action: '',
    product_overview: '',
    selling_points: emptyRows(),
    content_creation_steps: emptyRows(),
    handles: [],
    hashtags: [],
    thumbnail: null,
    assets: [],
    pre_approval: false,
    advertiser_pre_approval: false,
    max_content_rounds: DEFAULT_CONTENT_ROUNDS,
    selection_mode: 'HAND',
    influencer_groups: [],
    influencer_ids: [],
    filters: DEFAULT_FILTERS,
    deliverables: [],
    contract_template_ids: [],
    contract_signature_required: false,
  };
}

/** The campaign's start and end as comparable local strings ("2027-01-10T09:00"); null while incomplete. */
export function campaignMoments(values: Pick<WizardValues, 'start_date' | 'start_time' | 'end_date' | 'end_time'>): {
  start: string | null;
  end: string | null;
} {
  const at = (date: string, time: string) =>
    isFieldValue('date', date) && isFieldValue('time', time) ? `${date}T${time}` : null;
  return { start: at(values.start_date, values.start_time), end: at(values.end_date, values.end_time) };
}
