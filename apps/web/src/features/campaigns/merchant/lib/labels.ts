/** Labels of campaign values that the config bundle does not carry. */
import { titleCase } from '../../../config/lib/lookups';

const INVITATION_LABELS: Record<string, string> = {
  PENDING: 'Invited',
  ACCEPTED: 'Accepted',
  DECLINED: 'Declined',
  REMOVED: 'Removed',
};
const INVITATION_COLORS: Record<string, string> = {
  PENDING: 'yellow',
  ACCEPTED: 'green',
  DECLINED: 'red',
  REMOVED: 'gray',
};

/** A creator's answer to the campaign's invitation (answered on the creator side). */
export function invitationLabel(status: string): string {
  return INVITATION_LABELS[status] ?? titleCase(status);
}

export function invitationColor(status: string): string {
  return INVITATION_COLORS[status] ?? 'gray';
}

export function yesNo(value: boolean): string {
  return value ? 'Yes' : 'No';
}
