/**
 * What both halves of the jobs module need of a job: its row, its "not found", the bid window rule and the
 * scoped load (the job of a brand the caller may act on). jobs.service and bids.service both use it, so neither
 * imports the other for it.
 */
import { eq } from 'drizzle-orm';
import type { Actor } from '../../actor';
import type { Tx } from '../../db/client';
import { jobs } from '../../db/schema/jobs';
import type { Deps } from '../../deps';
import { fieldError } from '../../errors';
import { loadScoped } from '../companies/access';

export type JobRow = typeof jobs.$inferSelect;

export const jobNotFound = () => fieldError('job_id', 'Job not found', 'NOT_FOUND');

/** Bids are taken while the job is open and the server clock is inside its bid window. */
export function acceptingBids(job: Pick<JobRow, 'status' | 'bidStartAt' | 'bidEndAt'>, now = new Date()): boolean {
  return job.status === 'OPEN' && job.bidStartAt <= now && now <= job.bidEndAt;
}

/** The job, if the caller may take `action` on its brand; "not found" otherwise. With `tx`, the row is locked. */
export function jobFor(
  deps: Deps,
  actor: Actor,
  jobId: string,
  action: 'company.view' | 'job.create' | 'bid.respond',
  tx?: Tx,
): Promise<JobRow> {
  return loadScoped(deps, actor, jobId, {
    action,
    notFound: jobNotFound,
    load: async (id) => {
      const query = (tx ?? deps.db).select().from(jobs).where(eq(jobs.id, id));
      const [row] = tx ? await query.for('update') : await query;
      return row;
    },
    companyOf: (row) => row.companyId,
  });
}
