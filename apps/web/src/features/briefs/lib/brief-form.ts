/**
 * The brief form's values, its rules and what it sends (spec sections 3 Brief and 5). The rules are
 * the shared request schema's where they fit (names, platform, niches, texts, handles, hashtags, the
 * date order); the form adds what a person needs to hear before a request is made ("Choose a brand").
 */
import { z } from 'zod';
import { BRIEF_EMPTY_ROWS, BRIEF_LIMITS, createBriefRequestSchema, type Brief } from '@app/shared/briefs';
import { isRichTextEmpty, richTextSchema, type RichText } from '@app/shared/rich-text';

/** One row of an ordered list (an object, so react-hook-form's field array can track it). */
export interface BriefRow {
  text: string;
}

export interface BriefFormValues {
  brand_id: string;
  brief_name: string;
  /** A channel value of the config bundle; '' while none is chosen. */
  platform: string;
  niche: string[];
  /** YYYY-MM-DD (shown DD/MM/YYYY); '' while empty. */
  start_date: string;
  end_date: string;
  overview: RichText | null;
  objectives: RichText | null;
  call_to_action: string;
  content_creation_steps: BriefRow[];
  key_selling_points: BriefRow[];
  handles: string[];
  hashtags: string[];
  pre_approval: boolean;
  advertiser_pre_approval: boolean;
}

export const END_BEFORE_START_MESSAGE = 'The end date cannot be before the start date';

const shape = createBriefRequestSchema.shape;

/** Rows as typed; sent trimmed, in their order, blank ones left out. */
const rowsField = (label: string) =>
  z
    .array(
      z.object({
        text: z.string().max(BRIEF_LIMITS.rowText, `Each ${label} holds at most ${BRIEF_LIMITS.rowText} characters`),
      }),
    )
    .max(BRIEF_LIMITS.rows, `At most ${BRIEF_LIMITS.rows} ${label}s`)
    .transform((rows) => rows.map((row) => row.text.trim()).filter(Boolean));

const dateField = (what: string) =>
  z
    .string()
    .min(1, `Choose the ${what}`)
    .pipe(z.iso.date({ error: `Choose the ${what}` }));

/** The editor's document (a blank one is no text at all), checked by the shared document schema. */
const richTextField = z
  .custom<RichText | null>()
  .transform((doc) => (isRichTextEmpty(doc) ? null : doc))
  // The shared schema's input types list items loosely (unknown[]); the editor's output is the stricter RichText.
  .pipe(richTextSchema.nullable() as unknown as z.ZodType<RichText | null, RichText | null>);

export const briefFormSchema = z
  .object({
    brand_id: z.string().min(1, 'Choose a brand'),
    brief_name: shape.brief_name,
    platform: z.string().min(1, 'Choose a platform').pipe(shape.platform),
    niche: shape.niche.unwrap(),
    start_date: dateField('start date'),
    end_date: dateField('end date'),
    overview: richTextField,
    objectives: richTextField,
    call_to_action: shape.call_to_action.unwrap(),
    content_creation_steps: rowsField('content creation step'),
    key_selling_points: rowsField('key selling point'),
    handles: shape.handles.unwrap(),
    hashtags: shape.hashtags.unwrap(),
    pre_approval: z.boolean(),
    advertiser_pre_approval: z.boolean(),
  })
  .refine((brief) => brief.start_date <= brief.end_date, {
    message: END_BEFORE_START_MESSAGE,
    path: ['end_date'],
    // Checked as soon as both dates are real dates, even while another field is still wrong.
    when: ({ value, issues }) => {
      const { start_date: start, end_date: end } = (value ?? {}) as Partial<Record<'start_date' | 'end_date', unknown>>;
      return (
        typeof start === 'string' &&
        typeof end === 'string' &&
        !issues.some((issue) => issue.path?.[0] === 'start_date' || issue.path?.[0] === 'end_date')
      );
    },
  });

/** What the form hands over: the create body (the edit page sends it with brief_id instead of brand_id). */
export type BriefFormOutput = z.output<typeof briefFormSchema>;

/** Field names the server's errors may point at (a reply's `field`/`issues`). */
export const BRIEF_FORM_FIELDS = [
  'brand_id',
  'brief_name',
  'platform',
  'niche',
  'start_date',
  'end_date',
  'overview',
  'objectives',
  'call_to_action',
  'content_creation_steps',
  'key_selling_points',
  'handles',
  'hashtags',
  'pre_approval',
  'advertiser_pre_approval',
] as const satisfies readonly (keyof BriefFormValues)[];

/** The API's singular spellings land on the form's fields. */
export const BRIEF_FIELD_ALIASES = { handle: 'handles', hashtag: 'hashtags' } as const;

const emptyRows = (): BriefRow[] => Array.from({ length: BRIEF_EMPTY_ROWS }, () => ({ text: '' }));

/** A new brief: two empty rows of steps and of selling points (spec section 3). */
export function newBriefValues(brandId = ''): BriefFormValues {
  return {
    brand_id: brandId,
    brief_name: '',
    platform: '',
    niche: [],
    start_date: '',
    end_date: '',
    overview: null,
    objectives: null,
    call_to_action: '',
    content_creation_steps: emptyRows(),
    key_selling_points: emptyRows(),
    handles: [],
    hashtags: [],
    pre_approval: false,
    advertiser_pre_approval: false,
  };
}

const rowsOf = (texts: readonly string[]): BriefRow[] => (texts.length ? texts.map((text) => ({ text })) : emptyRows());

/** A stored brief as form values, for editing. */
export function briefValues(brief: Brief): BriefFormValues {
  return {
    brand_id: brief.brand_id,
    brief_name: brief.brief_name,
    platform: brief.platform,
    niche: [...brief.niche],
    start_date: brief.start_date.slice(0, 10),
    end_date: brief.end_date.slice(0, 10),
    overview: brief.overview,
    objectives: brief.objectives,
    call_to_action: brief.call_to_action,
    content_creation_steps: rowsOf(brief.content_creation_steps),
    key_selling_points: rowsOf(brief.key_selling_points),
    handles: [...(brief.handles.length ? brief.handles : brief.handle)],
    hashtags: [...(brief.hashtags.length ? brief.hashtags : brief.hashtag)],
    pre_approval: brief.pre_approval,
    advertiser_pre_approval: brief.advertiser_pre_approval,
  };
}

/** The update body of an edited brief: every form field (the brand stays). */
export function updateBody(briefId: string, output: BriefFormOutput) {
  const { brand_id: _brand, ...fields } = output;
  return { brief_id: briefId, ...fields };
}
