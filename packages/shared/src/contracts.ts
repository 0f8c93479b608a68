/** Contract templates and contracts (spec sections 3 Contract template, 5, 7). */
import { z } from 'zod';
import { richTextSchema } from './rich-text';
import { canMove, targetOf, type Party, type TransitionTable } from './state-machine';

export const CONTRACT_TEMPLATE_TYPES = ['FILE', 'TEXT'] as const;
export type ContractTemplateType = (typeof CONTRACT_TEMPLATE_TYPES)[number];
export const CONTRACT_TITLE_MAX = 120;

export const CONTRACT_STATUSES = ['PENDING_SIGNATURE', 'SIGNED', 'DECLINED', 'VOID', 'ISSUED'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
export const CONTRACT_STATUS_LABELS: Record<ContractStatus, string> = {
  ISSUED: 'Issued (no signature needed)',
  PENDING_SIGNATURE: 'Awaiting signature',
  SIGNED: 'Signed',
  DECLINED: 'Declined',
  VOID: 'Void',
};

export const CONTRACT_EVENTS = ['CREATED', 'SIGNED', 'DECLINED', 'VOIDED'] as const;
export type ContractEvent = (typeof CONTRACT_EVENTS)[number];

export const CONTRACT_MOVES = ['SIGN', 'DECLINE', 'VOID'] as const;
export type ContractMove = (typeof CONTRACT_MOVES)[number];

/**
 * The contract state machine (docs/state-machines.md): a contract waits for the creator's signature, who
 * signs or declines; the brand may void it while pending or signed (a cancelled campaign, a removed
 * creator). Signed, declined and void are final except signed -> void. A campaign that does not ask for
 * signatures issues its contracts as ISSUED: the terms the creator works under, binding by accepting the
 * invitation, void with the campaign or when the creator declines the invitation.
 */
export const CONTRACT_TRANSITIONS: TransitionTable<ContractStatus, ContractMove, Party> = [
  { from: 'PENDING_SIGNATURE', move: 'SIGN', to: 'SIGNED', who: ['CREATOR'] },
  { from: 'PENDING_SIGNATURE', move: 'DECLINE', to: 'DECLINED', who: ['CREATOR'] },
  { from: 'PENDING_SIGNATURE', move: 'VOID', to: 'VOID', who: ['BRAND'] },
  { from: 'ISSUED', move: 'VOID', to: 'VOID', who: ['BRAND', 'CREATOR'] },
  { from: 'SIGNED', move: 'VOID', to: 'VOID', who: ['BRAND'] },
];

/** Null when `by` may make `move` on a contract in `status`; otherwise why not (the 409's message). */
export function contractMoveRefusal(status: ContractStatus, move: ContractMove, by: Party): string | null {
  if (canMove(CONTRACT_TRANSITIONS, status, move, by)) return null;
  const [now, to] = [status, targetOf(CONTRACT_TRANSITIONS, move)!].map((s) => CONTRACT_STATUS_LABELS[s].toLowerCase());
  return `This contract is ${now}; it cannot become ${to}`;
}

/**
 * JSON with object keys sorted at every level: the form of a text contract that its SHA-256 is taken of, so
 * anyone holding the body (whatever order a database or serialiser gave its keys) can check the hash.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The states in which a contract still binds (a template in such a contract is in use). */
export const LIVE_CONTRACT_STATUSES = [
  'ISSUED',
  'PENDING_SIGNATURE',
  'SIGNED',
] as const satisfies readonly ContractStatus[];

/** The state a campaign's new contract starts in. */
export const initialContractStatus = (signatureRequired: boolean): ContractStatus =>
  signatureRequired ? 'PENDING_SIGNATURE' : 'ISSUED';

/** The multipart text fields of POST/PUT /contract_templates (the file, for FILE, is the `file` part). */
export const contractTemplateFieldsSchema = z.object({
  title: z
    .string({ error: 'title is required' })
    .trim()
    .min(1, 'Give the template a title')
    .max(CONTRACT_TITLE_MAX, `At most ${CONTRACT_TITLE_MAX} characters`),
  type: z.enum(CONTRACT_TEMPLATE_TYPES, { error: 'type must be FILE or TEXT' }),
  /** Editor.js JSON, sent as text in a form field. */
  body: z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'body must be an Editor.js document (JSON)' });
        return z.NEVER;
      }
    })
    .pipe(richTextSchema)
    .optional(),
});

export const contractTemplateSchema = z
  .object({
    id: z.string(),
    company_id: z.string(),
    title: z.string(),
    type: z.enum(CONTRACT_TEMPLATE_TYPES),
    body: richTextSchema.nullable(),
    /** For FILE: the authorised URL of the PDF (GET with the bearer token). */
    file: z.object({ url: z.string(), name: z.string(), size: z.number() }).nullable(),
    contracts_count: z.number(),
    in_use: z.boolean(),
    is_demo: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'ContractTemplate' });
export type ContractTemplate = z.infer<typeof contractTemplateSchema>;

export const contractSummarySchema = z.object({
  id: z.string(),
  company_id: z.string(),
  campaign: z.object({ id: z.string(), name: z.string() }),
  creator: z.object({ id: z.number(), name: z.string(), avatar: z.string().nullable() }),
  template_id: z.string().nullable(),
  template_title: z.string(),
  type: z.enum(CONTRACT_TEMPLATE_TYPES),
  text_hash: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  signed_at: z.string().nullable(),
  signer_name: z.string().nullable(),
  created_at: z.string(),
});
export type ContractSummary = z.infer<typeof contractSummarySchema>;

export const contractEventSchema = z.object({
  event: z.enum(CONTRACT_EVENTS),
  actor_name: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  text_hash: z.string(),
  reason: z.string().nullable(),
  at: z.string(),
});

export const contractSchema = contractSummarySchema
  .extend({
    body: richTextSchema.nullable(),
    file: z.object({ url: z.string(), name: z.string() }).nullable(),
    events: z.array(contractEventSchema),
  })
  .meta({ id: 'Contract' });
export type Contract = z.infer<typeof contractSchema>;

export const contractListQuerySchema = z.object({
  company_id: z.uuid({ error: 'company_id must be a company id' }),
  campaign_id: z.uuid({ error: 'campaign_id must be a campaign id' }).optional(),
  status: z.enum(CONTRACT_STATUSES).optional(),
});

/** What a signer sends (the creator side): `text_hash` is the hash of the text they were shown. */
export const signContractRequestSchema = z.object({
  full_name: z.string({ error: 'full_name is required' }).trim().min(2, 'Type your full name to sign').max(120),
  agree: z.literal(true, { error: 'Tick the box to agree to the contract' }),
  text_hash: z
    .string({ error: 'text_hash is required: send the hash of the text you were shown' })
    .regex(/^[0-9a-f]{64}$/, 'text_hash is a SHA-256 in hex'),
});
export const declineContractRequestSchema = z.object({
  reason: z.string({ error: 'reason is required' }).trim().min(1, 'Say why you decline').max(500),
});

export const voidContractRequestSchema = z.object({
  reason: z.string().trim().min(1, 'Say why the contract is void').max(500),
});
