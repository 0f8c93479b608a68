import type { Assignment } from '@app/shared/assignments';
import { paths } from '../../../../lib/paths';

/** The work's name: its campaign's or job's. */
export function assignmentTitle(assignment: Pick<Assignment, 'campaign' | 'job' | 'source'>): string {
  return assignment.campaign?.name ?? assignment.job?.name ?? (assignment.source === 'JOB' ? 'Job' : 'Campaign');
}

/** Where a Work card leads: the contract to sign while the work waits for it, else the work's own page. */
export function assignmentLink(assignment: Pick<Assignment, 'id' | 'status' | 'contract'>): string {
  if (assignment.status === 'AWAITING_CONTRACT' && assignment.contract)
    return paths.creator.contract(assignment.contract.id);
  return paths.creator.assignment(assignment.id);
}
