/**
 * Who may enter which company. A membership on an agency or company reaches everything under it;
 * where several memberships reach one company, the strongest role wins.
 */
import { sql } from 'drizzle-orm';
import {
  can,
  minimumRole,
  roleOf,
  ROLE_RANK,
  TEAM_ROLE_LABELS,
  type Action,
  type TeamRole,
} from '@app/shared/permissions';
import type { Db, Tx } from '../../db/client';
import { AppError, fieldError, isUuid } from '../../errors';
import type { AccessibleCompany, Actor } from '../../actor';
import type { Deps } from '../../deps';

/** Max levels walked up or down the hierarchy: agency > company > brand needs two; the bound stops a corrupt cycle. */
const MAX_DEPTH = 4;

type Row = Omit<AccessibleCompany, 'role'> & { created_at: string | Date };

function strongest(rows: Row[]): AccessibleCompany[] {
  const byId = new Map<string, AccessibleCompany>();
  for (const row of rows) {
    const candidate = { ...row, role: roleOf(row) };
    const current = byId.get(row.id);
    // direct beats inherited at equal rank, so the entry shows the membership the user can change
    const better =
      !current ||
      ROLE_RANK[candidate.role] > ROLE_RANK[current.role] ||
      (ROLE_RANK[candidate.role] === ROLE_RANK[current.role] && current.inherited && !candidate.inherited);
    if (better) byId.set(row.id, candidate);
  }
  return [...byId.values()];
}

/** Every company the merchant may enter, in the order they joined, parents before children. */
export async function listAccessibleCompanies(db: Db | Tx, merchantId: string): Promise<AccessibleCompany[]> {
  const result = await db.execute<Row>(sql`
    with recursive reach as (
      select c.id, m.merchant_role, m.cluster_role, false as inherited, c.id as source_id, m.created_at, 0 as depth
      from company_memberships m join companies c on c.id = m.company_id
      where m.merchant_id = ${merchantId}
      union all
      select child.id, reach.merchant_role, reach.cluster_role, true, reach.source_id, reach.created_at, reach.depth + 1
      from companies child join reach on child.parent_id = reach.id
      where reach.depth < ${MAX_DEPTH}
    )
    select c.id, c.name, c.company_role, c.parent_id, c.is_sme, c.logo_url as logo,
           reach.merchant_role, reach.cluster_role, reach.inherited, reach.source_id, reach.created_at
    from reach join companies c on c.id = reach.id
    order by reach.created_at, reach.depth, c.name`);
  return strongest(result.rows);
}

/**
 * Every company the merchant reaches, from the session cache when warm. Whatever changes a merchant's
 * reach (memberships, new or moved companies) invalidates that merchant (`invalidateMerchant`, or
 * `invalidateAudience` for everyone reaching a company), broadcast through Redis to every process.
 */
export async function reachableCompanies(
  deps: Pick<Deps, 'db' | 'cache'>,
  merchantId: string,
): Promise<AccessibleCompany[]> {
  return deps.cache.companies(merchantId, () => listAccessibleCompanies(deps.db, merchantId));
}

/** The caller's effective role on one company (through its ancestors), or null without access. */
export async function roleOn(
  deps: Pick<Deps, 'db' | 'cache'>,
  merchantId: string,
  companyId: string,
): Promise<{ role: TeamRole; inherited: boolean } | null> {
  const company = (await reachableCompanies(deps, merchantId)).find((c) => c.id === companyId);
  return company ? { role: company.role, inherited: company.inherited } : null;
}

/**
 * The company and its ancestors, nearest first, as the body of a recursive CTE named `chain`
 * (columns id, parent_id, name, depth): the one place the hierarchy is walked upwards.
 */
export function companyChain(companyId: string) {
  return sql`
      select id, parent_id, name, 0 as depth from companies where id = ${companyId}
      union all
      select p.id, p.parent_id, p.name, chain.depth + 1
      from companies p join chain on p.id = chain.parent_id where chain.depth < ${MAX_DEPTH}
    `;
}

/**
 * The company and everything under it (its brands; an agency's clients and their brands), as the body of a
 * recursive CTE named `tree` (columns id, depth): the one place the hierarchy is walked downwards for data.
 */
export function companyTree(companyId: string) {
  return sql`
      select id, 0 as depth from companies where id = ${companyId}
      union all
      select c.id, tree.depth + 1 from companies c join tree on c.parent_id = tree.id where tree.depth < ${MAX_DEPTH}
    `;
}

/** A company that does not exist and one the caller cannot reach answer alike. */
export const companyNotFound = () => fieldError('company_id', 'Company not found', 'NOT_FOUND');

/** A disabled account (account_disabled) may still read its profile, but nothing company-scoped. */
export function refuseDisabled(actor: Actor): void {
  if (actor.accountDisabled)
    throw new AppError('FORBIDDEN', 'Your account is disabled. Contact support.', { field: 'account_disabled' });
}

/**
 * The guard of every company-scoped call: a disabled account is refused, a company the caller
 * cannot reach is "not found" (nothing revealed), a role below the action's minimum is 403.
 */
export async function authorize(
  deps: Pick<Deps, 'db' | 'cache'>,
  actor: Actor,
  companyId: string,
  action: Action,
): Promise<TeamRole> {
  refuseDisabled(actor);
  const access = await roleOn(deps, actor.merchantId, companyId);
  if (!access) throw companyNotFound();
  if (!can(access.role, action)) {
    throw new AppError(
      'FORBIDDEN',
      `Your role (${TEAM_ROLE_LABELS[access.role]}) cannot do this; ` +
        `it needs ${TEAM_ROLE_LABELS[minimumRole(action)]} or above`,
    );
  }
  return access.role;
}

/**
 * `authorize` for a thing of the company (a brand named in a form, a row's company): a company the caller cannot
 * reach answers `notFound()`, the thing's own "not found", so nothing is revealed; every other refusal stands.
 */
export async function authorizeOr(
  deps: Pick<Deps, 'db' | 'cache'>,
  actor: Actor,
  companyId: string,
  action: Action,
  notFound: () => AppError,
): Promise<TeamRole> {
  try {
    return await authorize(deps, actor, companyId, action);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw notFound();
    throw error;
  }
}

/**
 * The one guard of a row that belongs to a company (a campaign, draft, brief, contract, template, group, job,
 * bid): a malformed id, a missing row and a row of a company the caller cannot reach all answer `notFound()`
 * alike; a disabled account or a role below `action` is refused as `authorize` refuses it. `load` reads the row
 * (in a transaction with a row lock where the caller moves it); `companyOf` names the company it belongs to.
 */
export async function loadScoped<Row>(
  deps: Pick<Deps, 'db' | 'cache'>,
  actor: Actor,
  id: string,
  scope: {
    action: Action;
    notFound: () => AppError;
    load: (id: string) => Promise<Row | undefined>;
    companyOf: (row: Row) => string;
  },
): Promise<Row> {
  if (!isUuid(id)) throw scope.notFound();
  const row = await scope.load(id);
  if (!row) throw scope.notFound();
  await authorizeOr(deps, actor, scope.companyOf(row), scope.action, scope.notFound);
  return row;
}

/** Everyone whose profile lists this company: members of it and of its ancestors. */
export async function audienceOf(db: Db | Tx, companyId: string): Promise<string[]> {
  const result = await db.execute<{ merchant_id: string }>(sql`
    with recursive chain as (${companyChain(companyId)})
    select distinct m.merchant_id from chain join company_memberships m on m.company_id = chain.id`);
  return result.rows.map((r) => r.merchant_id);
}

/**
 * The merchants who may take `action` on a company: members of it and of its ancestors, each with their strongest
 * role there (a disabled account is left out). Who a notification about the company's work goes to. With
 * `directOnly`, members of the company itself only (the brand's own team, for the advertiser's approval).
 */
export async function membersWhoCan(
  db: Db | Tx,
  companyId: string,
  action: Action,
  options: { directOnly?: boolean } = {},
): Promise<string[]> {
  const result = await db.execute<{
    merchant_id: string;
    merchant_role: AccessibleCompany['merchant_role'];
    cluster_role: AccessibleCompany['cluster_role'];
  }>(sql`
    with recursive chain as (${companyChain(companyId)})
    select m.merchant_id, m.merchant_role, m.cluster_role
    from chain join company_memberships m on m.company_id = chain.id
    join merchants on merchants.id = m.merchant_id
    where not merchants.account_disabled and (${!options.directOnly} or chain.depth = 0)`);
  const best = new Map<string, TeamRole>();
  for (const row of result.rows) {
    const role = roleOf(row);
    const current = best.get(row.merchant_id);
    if (!current || ROLE_RANK[role] > ROLE_RANK[current]) best.set(row.merchant_id, role);
  }
  return [...best].filter(([, role]) => can(role, action)).map(([id]) => id);
}

/** Whether the merchant is a member of the company itself (not only of a company above it). */
export async function isDirectMember(db: Db | Tx, merchantId: string, companyId: string): Promise<boolean> {
  const result = await db.execute(
    sql`select 1 from company_memberships where merchant_id = ${merchantId} and company_id = ${companyId}`,
  );
  return result.rows.length > 0;
}

/**
 * The company and everything under it, as the merchant reaches them (from the cached reach: a membership reaching a
 * company reaches its whole tree). A list the planner can match against an index, where a recursive CTE is not.
 */
export async function reachableTree(
  deps: Pick<Deps, 'db' | 'cache'>,
  merchantId: string,
  companyId: string,
): Promise<string[]> {
  const reach = await reachableCompanies(deps, merchantId);
  const tree = [companyId];
  for (let i = 0; i < tree.length && tree.length <= reach.length; i += 1)
    for (const company of reach) if (company.parent_id === tree[i] && !tree.includes(company.id)) tree.push(company.id);
  return tree;
}
