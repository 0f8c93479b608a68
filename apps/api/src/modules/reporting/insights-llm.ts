/**
 * Optional rewriting of the insight rules' texts by a language model behind an OpenAI-compatible chat endpoint
 * (INSIGHTS_LLM_URL, INSIGHTS_LLM_MODEL, INSIGHTS_LLM_KEY; issue 20, docs/decisions/024-reporting.md).
 *
 * The model may change the words, never the numbers: a rewritten item is kept only when every number in its three
 * new texts is one of the item's `figures` (compared as numbers: "1,200" = "1200", "2.10%" = 2.1), the new texts
 * still state every number the rule's Insight stated (the figure and its benchmark), and they add no dollar sign the
 * rule did not write. Any other item keeps the rule's text. Any failure of the call (network, HTTP status, time-out,
 * a reply that is not the JSON asked for, a wrong number of items) gives back the rule texts untouched, with
 * `rewritten: false`; this never throws.
 */
import { numbersIn, onlyKnownFigures, type RuleInsight } from '@app/shared/insights';

export { numbersIn, onlyKnownFigures };

export interface InsightsLlmSettings {
  /** The API's base URL, e.g. https://api.openai.com/v1 (the call goes to `${url}/chat/completions`). */
  url: string;
  model: string;
  /** Sent as `Authorization: Bearer <key>` when set. */
  key: string | null;
}

export interface RewriteOptions {
  fetch?: typeof fetch;
  /** How long the whole call may take; the rule texts are shown after it. */
  timeoutMs?: number;
  /** Told why the call or an item fell back to the rule text (for the server log); never shown to users. */
  log?: (message: string) => void;
}

export const INSIGHTS_LLM_TIMEOUT_MS = 8_000;
/** The longest texts kept from the model (the rule texts are well under these). */
const MAX_LENGTH = { Insight: 600, Action: 400, CTA: 40 } as const;
const TEXT_FIELDS = ['Insight', 'Action', 'CTA'] as const;

const SYSTEM_PROMPT = [
  'You rewrite short marketing-report insights for a brand manager: plain, friendly English, one or two sentences',
  'for Insight and Action, and a button text of at most four words for CTA.',
  'Rules: keep every number exactly as it is written in the item, and keep the figure and the benchmark it is',
  'compared with in the Insight. Do not add, compute, round or estimate any number, percentage, amount, count,',
  'date or multiple that is not in the item\'s "figures", and do not write numbers in words.',
  'Do not mention costs, prices or money unless the item already does.',
  'Reply with JSON only: {"items":[{"index":0,"Insight":"...","Action":"...","CTA":"..."}]}, one entry per input',
  'item, with the same index.',
].join(' ');

type Texts = Pick<RuleInsight, (typeof TEXT_FIELDS)[number]>;

/**
 * Whether a model's texts may replace a rule's: three non-empty texts of sensible length, every number among the
 * item's figures, every number of the rule's Insight still stated (so the figure and its benchmark are not lost),
 * and no "$" the rule did not write.
 */
export function acceptableRewrite(rule: RuleInsight, candidate: Texts): boolean {
  for (const field of TEXT_FIELDS) {
    const text = candidate[field];
    if (typeof text !== 'string' || !text.trim() || text.length > MAX_LENGTH[field]) return false;
    if (!onlyKnownFigures(text, rule.figures)) return false;
  }
  const stated = new Set(TEXT_FIELDS.flatMap((field) => numbersIn(candidate[field])));
  if (!numbersIn(rule.Insight).every((n) => stated.has(n))) return false;
  const ruleHasDollars = TEXT_FIELDS.some((field) => rule[field].includes('$'));
  return ruleHasDollars || !TEXT_FIELDS.some((field) => candidate[field].includes('$'));
}

/** The model's reply text as the list of rewritten items, or why it is not one. */
function parseReply(content: string, count: number): Map<number, Record<string, unknown>> | string {
  const fenced = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/i.exec(content);
  let parsed: unknown;
  try {
    parsed = JSON.parse(fenced ? fenced[1] : content);
  } catch {
    return 'the reply is not JSON';
  }
  const list = Array.isArray(parsed) ? parsed : (parsed as { items?: unknown } | null)?.items;
  if (!Array.isArray(list)) return 'the reply has no items list';
  if (list.length !== count) return `the reply has ${list.length} items for ${count}`;
  const byIndex = new Map<number, Record<string, unknown>>();
  for (const entry of list) {
    if (!entry || typeof entry !== 'object') return 'an item of the reply is not an object';
    const index = (entry as { index?: unknown }).index;
    if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= count || byIndex.has(index)) {
      return 'the reply does not give each item its own index';
    }
    byIndex.set(index, entry as Record<string, unknown>);
  }
  return byIndex;
}

async function askModel(
  settings: InsightsLlmSettings,
  items: readonly RuleInsight[],
  fetchImpl: typeof fetch,
  signal: AbortSignal,
): Promise<string> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (settings.key) headers.authorization = `Bearer ${settings.key}`;
  const payload = items.map(({ category, platform, Insight, Action, CTA, figures }, index) => ({
    index,
    category,
    platform,
    Insight,
    Action,
    CTA,
    figures,
  }));
  const response = await fetchImpl(`${settings.url.replace(/\/+$/, '')}/chat/completions`, {
    method: 'POST',
    headers,
    signal,
    body: JSON.stringify({
      model: settings.model,
      temperature: 0.2,
      response_format: { type: 'json_object' },
      messages: [
        { role: 'system', content: SYSTEM_PROMPT },
        { role: 'user', content: JSON.stringify({ items: payload }) },
      ],
    }),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const body = (await response.json()) as { choices?: Array<{ message?: { content?: unknown } }> };
  const content = body?.choices?.[0]?.message?.content;
  if (typeof content !== 'string') throw new Error('the response has no message content');
  return content;
}

/**
 * The insights with the model's wording where it kept to the figures, else the rule texts. `rewritten` is true when
 * at least one item took the model's wording. Never throws.
 */
export async function rewriteInsights(
  settings: InsightsLlmSettings,
  items: RuleInsight[],
  options: RewriteOptions = {},
): Promise<{ items: RuleInsight[]; rewritten: boolean }> {
  const unchanged = { items, rewritten: false };
  if (!items.length) return unchanged;
  const log = options.log ?? (() => {});
  const timeoutMs = options.timeoutMs ?? INSIGHTS_LLM_TIMEOUT_MS;
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
  });
  let content: string;
  try {
    // The race also covers a fetch that ignores the abort signal.
    content = await Promise.race([askModel(settings, items, options.fetch ?? fetch, controller.signal), timedOut]);
  } catch (error) {
    log(`insights rewrite failed, rule texts kept: ${error instanceof Error ? error.message : String(error)}`);
    return unchanged;
  } finally {
    clearTimeout(timer);
  }
  const reply = parseReply(content, items.length);
  if (typeof reply === 'string') {
    log(`insights rewrite failed, rule texts kept: ${reply}`);
    return unchanged;
  }
  let rewritten = false;
  const result = items.map((item, index) => {
    const entry = reply.get(index)!;
    const candidate = {
      Insight: typeof entry.Insight === 'string' ? entry.Insight.trim() : '',
      Action: typeof entry.Action === 'string' ? entry.Action.trim() : '',
      CTA: typeof entry.CTA === 'string' ? entry.CTA.trim() : '',
    };
    if (!acceptableRewrite(item, candidate)) {
      log(`insights rewrite of item ${index} (${item.rule ?? item.category}) rejected: rule text kept`);
      return item;
    }
    rewritten = true;
    return { ...item, ...candidate };
  });
  return { items: result, rewritten };
}
