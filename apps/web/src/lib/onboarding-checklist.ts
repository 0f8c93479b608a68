/** The onboarding checklist of spec section 3: the seven flags with their labels and progress. */
import { CHECKLIST_FLAGS, type Checklist } from '@app/shared/onboarding';
import { toPercent } from '@app/shared/numbers';

export type ChecklistFlag = (typeof CHECKLIST_FLAGS)[number];

export const CHECKLIST_LABELS: Record<ChecklistFlag, { label: string; hint: string }> = {
  email_verified: { label: 'Verify your e-mail', hint: 'Confirm the code we e-mailed you.' },
  company_created: { label: 'Create your company or agency', hint: 'The organisation your campaigns belong to.' },
  brand_created: { label: 'Add a brand', hint: 'Campaigns run for a brand.' },
  cluster_created: { label: 'Add a client company to an agency', hint: 'Agencies manage several client companies.' },
  teammate_invited: { label: 'Invite a teammate', hint: 'Work on campaigns together.' },
  billing_mode_added: { label: 'Add a billing method', hint: 'Available with the payments module.' },
  contract_created: { label: 'Create a contract template', hint: 'Upload a PDF or write one under Contracts.' },
};

/** Display order: what a new merchant does first comes first (the shared flag order). */
export const CHECKLIST_ORDER: readonly ChecklistFlag[] = CHECKLIST_FLAGS;

export interface ChecklistProgress {
  done: number;
  total: number;
  percent: number;
  complete: boolean;
  items: { flag: ChecklistFlag; label: string; hint: string; done: boolean }[];
}

export function checklistProgress(checklist: Checklist): ChecklistProgress {
  const items = CHECKLIST_ORDER.map((flag) => ({ flag, ...CHECKLIST_LABELS[flag], done: Boolean(checklist[flag]) }));
  const done = items.filter((item) => item.done).length;
  const total = CHECKLIST_FLAGS.length;
  return { done, total, percent: Math.round(toPercent(done / total)), complete: done === total, items };
}
