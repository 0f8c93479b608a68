/**
 * The offer form (a bid, or a counter-offer): one amount per distinct channel and post content type
 * of the job's tasks, typed in whole currency units with at most two decimals, sent as integer minor
 * units (packages/shared/src/money.ts through ./money) and checked whole by the shared offerSchema.
 */
import { z } from 'zod';
import { offerSchema, type OfferLine } from '@app/shared/jobs';
import { amountText, parseAmount } from '../../../../lib/money';

/** One line of the form: what is offered for, and how many posts of it the job asks (null when unknown). */
export interface OfferLineSpec {
  channel: string;
  post_content_type: string;
  posts: number | null;
}

export interface OfferFormValues {
  /** One typed amount per line, in the lines' order. */
  amounts: string[];
}

const keyOf = (line: { channel: string; post_content_type: string }) => `${line.channel}:${line.post_content_type}`;

/** The form's lines for a job's tasks: one per channel and post type, with the posts the job asks of it. */
export function offerLinesForTasks(
  tasks: ReadonlyArray<{ channel: string; post_content_type: string; number?: number }>,
): OfferLineSpec[] {
  const lines = new Map<string, OfferLineSpec>();
  for (const task of tasks) {
    const key = keyOf(task);
    const posts = task.number ?? 1;
    const seen = lines.get(key);
    lines.set(key, {
      channel: task.channel,
      post_content_type: task.post_content_type,
      posts: (seen?.posts ?? 0) + posts,
    });
  }
  return [...lines.values()];
}

/** The form's lines for answering an offer: the lines of that offer, in its order. */
export function offerLinesForOffer(offer: readonly OfferLine[]): OfferLineSpec[] {
  return offer.map((line) => ({ channel: line.channel, post_content_type: line.post_content_type, posts: null }));
}

/** The amounts a form starts with: an earlier offer's (a counter starts from the brand's), empty otherwise. */
export function amountsFrom(lines: readonly OfferLineSpec[], offer?: readonly OfferLine[] | null): string[] {
  return lines.map((line) => {
    const match = offer?.find((o) => keyOf(o) === keyOf(line));
    return match ? amountText(match.amount_minor) : '';
  });
}

/** The live total of what is typed, in minor units: the amounts that read as amounts (null while none does). */
export function typedTotal(amounts: readonly string[]): number | null {
  let total: number | null = null;
  for (const text of amounts) {
    const parsed = parseAmount(text ?? '');
    if ('minor' in parsed && parsed.minor !== null) total = (total ?? 0) + parsed.minor;
  }
  return total;
}

export const ENTER_AMOUNT_MESSAGE = 'Enter your price';

/** The resolver schema: the typed amounts in, the offer (minor units, one line per channel and post type) out. */
export function offerFormSchema(lines: readonly OfferLineSpec[]) {
  return z
    .object({
      amounts: z.array(z.string()).superRefine((amounts, ctx) => {
        lines.forEach((_line, index) => {
          const parsed = parseAmount(amounts[index] ?? '');
          if ('problem' in parsed) ctx.addIssue({ code: 'custom', message: parsed.problem, path: [index] });
          else if (parsed.minor === null || parsed.minor === 0)
            ctx.addIssue({ code: 'custom', message: ENTER_AMOUNT_MESSAGE, path: [index] });
        });
      }),
    })
    .transform(({ amounts }, ctx) => {
      const offer = lines.map((line, index) => {
        const parsed = parseAmount(amounts[index] ?? '');
        return {
          channel: line.channel,
          post_content_type: line.post_content_type,
          amount_minor: 'minor' in parsed ? (parsed.minor ?? 0) : 0,
        };
      });
      // The shared rules (amount bounds, number of lines) on the whole offer; a line's issue lands on its field.
      const checked = offerSchema.safeParse(offer);
      if (checked.success) return checked.data;
      for (const issue of checked.error.issues) {
        const [index] = issue.path;
        ctx.addIssue({
          code: 'custom',
          message: issue.message,
          path: typeof index === 'number' ? ['amounts', index] : ['amounts'],
        });
      }
      return z.NEVER;
    });
}

/** The form fields a server error may name, and the API's names for them (`offer.0.amount_minor` is `amounts.0`). */
export function offerFormFields(lines: readonly OfferLineSpec[]): {
  fields: string[];
  aliases: Record<string, string>;
} {
  const fields = lines.map((_line, index) => `amounts.${index}`);
  const aliases = Object.fromEntries(
    lines.flatMap((_line, index) =>
      ['amount_minor', 'post_content_type', 'channel'].map((part) => [`offer.${index}.${part}`, `amounts.${index}`]),
    ),
  );
  return { fields, aliases };
}
