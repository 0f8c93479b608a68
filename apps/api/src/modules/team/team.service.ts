import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { CreateAccountFromInviteRequest, Invitation, TeamResponse } from '@app/shared/companies';
import { grantableRoles, ROLE_RANK, roleOf, TEAM_ROLE_LABELS, type TeamRole } from '@app/shared/permissions';
import { companies, companyMemberships, invitations } from '../../db/schema/companies';
import { merchants } from '../../db/schema/merchants';
import type { Db, Tx } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError, fieldError, isUuid } from '../../errors';
import type { Actor, ClientInfo } from '../../actor';
import { hashPassword } from '../../infra/passwords';
import { generateResetToken, hashResetToken } from '../../infra/secrets';
import {
  findMerchantByEmail,
  isSmeMerchant,
  listMemberships,
  refreshedProfile,
  toProfile,
} from '../merchants/merchants.service';
import { authorize, companyChain } from '../companies/access';
import { invalidateAudience } from '../companies/companies.service';

export const INVITATION_TTL_DAYS = 7;

/** A team role as the two membership columns store it. */
function membershipColumns(role: TeamRole) {
  return role === 'OWNER'
    ? { merchantRole: 'OWNER' as const, clusterRole: 'OWNER' as const }
    : { merchantRole: null, clusterRole: role };
}

function invitationView(row: typeof invitations.$inferSelect & { invitedByName: string | null }): Invitation {
  const expired = row.status === 'PENDING' && row.expiresAt < new Date();
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    status: expired ? 'EXPIRED' : row.status,
    invited_by: row.invitedByName,
    expires_at: row.expiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

export async function getTeam(deps: Deps, actor: Actor, input: { company_id: string }): Promise<TeamResponse> {
  const companyId = input.company_id;
  const role = await authorize(deps, actor, companyId, 'team.view');
  // Members of the company and of its ancestors (who reach it by inheritance).
  const members = await deps.db.execute<{
    merchant_id: string;
    email: string;
    first_name: string;
    last_name: string;
    merchant_role: 'OWNER' | null;
    cluster_role: TeamRole | null;
    company_id: string;
    company_name: string;
    depth: number;
  }>(sql`
    with recursive chain as (${companyChain(companyId)})
    select m.merchant_id, me.email, me.first_name, me.last_name, m.merchant_role, m.cluster_role,
           chain.id as company_id, chain.name as company_name, chain.depth
    from chain
    join company_memberships m on m.company_id = chain.id
    join merchants me on me.id = m.merchant_id
    order by chain.depth, m.created_at`);
  const seen = new Set<string>();
  const memberList: TeamResponse['members'] = [];
  for (const row of members.rows) {
    if (seen.has(row.merchant_id)) continue; // the nearest membership is the one shown
    seen.add(row.merchant_id);
    memberList.push({
      merchant_id: row.merchant_id,
      email: row.email,
      first_name: row.first_name,
      last_name: row.last_name,
      role: roleOf(row),
      inherited_from: row.depth > 0 ? { id: row.company_id, name: row.company_name } : null,
      is_you: row.merchant_id === actor.merchantId,
    });
  }
  const pending = await deps.db
    .select({
      invitation: invitations,
      invitedByName: sql<string | null>`${merchants.firstName} || ' ' || ${merchants.lastName}`,
    })
    .from(invitations)
    .leftJoin(merchants, eq(merchants.id, invitations.invitedBy))
    .where(and(eq(invitations.companyId, companyId), eq(invitations.status, 'PENDING')))
    .orderBy(desc(invitations.createdAt));
  return {
    company_id: companyId,
    members: memberList,
    invitations: pending.map((p) => invitationView({ ...p.invitation, invitedByName: p.invitedByName })),
    grantable_roles: grantableRoles(role),
  };
}

function assertGrantable(actorRole: TeamRole, role: TeamRole) {
  if (!grantableRoles(actorRole).includes(role)) {
    throw fieldError('role', `As ${TEAM_ROLE_LABELS[actorRole]} you cannot give the role ${TEAM_ROLE_LABELS[role]}`);
  }
}

/** The same rank rule as for granting: nobody resends or revokes an invitation to a role they could not give. */
function assertInvitationManageable(actorRole: TeamRole, role: TeamRole) {
  if (!grantableRoles(actorRole).includes(role)) {
    throw new AppError(
      'FORBIDDEN',
      `As ${TEAM_ROLE_LABELS[actorRole]} you cannot manage an invitation for the role ${TEAM_ROLE_LABELS[role]}`,
    );
  }
}

/** Records the invitation mail in the transaction that wrote the invitation; the outbox sends it after the commit. */
async function recordInvitationMail(
  deps: Deps,
  tx: Db | Tx,
  actor: Actor,
  companyId: string,
  email: string,
  role: TeamRole,
  token: string,
) {
  const [company] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  const [inviter] = await tx
    .select({ first: merchants.firstName, last: merchants.lastName })
    .from(merchants)
    .where(eq(merchants.id, actor.merchantId));
  await deps.outbox.recordEvent(tx, 'mail.team_invitation', {
    to: email,
    inviter_name: `${inviter.first} ${inviter.last}`,
    company_name: company.name,
    role_label: TEAM_ROLE_LABELS[role],
    accept_path: '/auth/invite/merchant',
    token,
    expires_in_days: INVITATION_TTL_DAYS,
  });
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);

export async function invite(
  deps: Deps,
  actor: Actor,
  input: { company_id: string; email: string; role: TeamRole; client: ClientInfo },
): Promise<Invitation> {
  const companyId = input.company_id;
  const actorRole = await authorize(deps, actor, companyId, 'team.invite');
  assertGrantable(actorRole, input.role);
  await deps.limits.consume('invite-send', { ip: input.client.ip, target: companyId });
  const email = input.email.trim();
  const existing = await findMerchantByEmail(deps.db, email);
  if (existing) {
    const [member] = await deps.db
      .select({ id: companyMemberships.merchantId })
      .from(companyMemberships)
      .where(and(eq(companyMemberships.companyId, companyId), eq(companyMemberships.merchantId, existing.id)));
    if (member) throw fieldError('email', 'This person is already in the team', 'CONFLICT');
  }
  const [open] = await deps.db
    .select({ id: invitations.id })
    .from(invitations)
    .where(
      and(
        eq(invitations.companyId, companyId),
        sql`lower(${invitations.email}) = ${email.toLowerCase()}`,
        eq(invitations.status, 'PENDING'),
        gt(invitations.expiresAt, new Date()),
      ),
    );
  if (open) throw fieldError('email', 'This person already has an open invitation; resend it instead', 'CONFLICT');
  const token = generateResetToken();
  const row = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(invitations)
      .values({
        companyId,
        email,
        role: input.role,
        tokenHash: hashResetToken(token),
        invitedBy: actor.merchantId,
        expiresAt: inDays(INVITATION_TTL_DAYS),
      })
      .returning();
    await recordInvitationMail(deps, tx, actor, companyId, email, input.role, token);
    return created;
  });
  return invitationView({ ...row, invitedByName: null });
}

async function findInvitation(deps: Deps, companyId: string, invitationId: string) {
  if (!isUuid(invitationId)) throw fieldError('invitation_id', 'Invitation not found', 'NOT_FOUND');
  const [row] = await deps.db
    .select()
    .from(invitations)
    .where(and(eq(invitations.id, invitationId), eq(invitations.companyId, companyId)));
  if (!row) throw fieldError('invitation_id', 'Invitation not found', 'NOT_FOUND');
  return row;
}

/** A fresh link (the old one stops working) and a fresh expiry. */
export async function resendInvitation(
  deps: Deps,
  actor: Actor,
  input: { company_id: string; invitation_id: string; client: ClientInfo },
): Promise<Invitation> {
  const { company_id: companyId, invitation_id: invitationId } = input;
  const actorRole = await authorize(deps, actor, companyId, 'team.invite');
  const invitation = await findInvitation(deps, companyId, invitationId);
  assertInvitationManageable(actorRole, invitation.role);
  if (invitation.status !== 'PENDING')
    throw fieldError('invitation_id', `This invitation is ${invitation.status.toLowerCase()}`, 'CONFLICT');
  await deps.limits.consume('invite-send', { ip: input.client.ip, target: companyId });
  const token = generateResetToken();
  const row = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(invitations)
      .set({ tokenHash: hashResetToken(token), expiresAt: inDays(INVITATION_TTL_DAYS) })
      .where(eq(invitations.id, invitationId))
      .returning();
    await recordInvitationMail(deps, tx, actor, companyId, updated.email, updated.role, token);
    return updated;
  });
  return invitationView({ ...row, invitedByName: null });
}

export async function revokeInvitation(
  deps: Deps,
  actor: Actor,
  input: { company_id: string; invitation_id: string },
): Promise<{ message: string }> {
  const { company_id: companyId, invitation_id: invitationId } = input;
  const actorRole = await authorize(deps, actor, companyId, 'team.invite');
  const invitation = await findInvitation(deps, companyId, invitationId);
  assertInvitationManageable(actorRole, invitation.role);
  if (invitation.status !== 'PENDING')
    throw fieldError('invitation_id', `This invitation is ${invitation.status.toLowerCase()}`, 'CONFLICT');
  await deps.db.update(invitations).set({ status: 'REVOKED' }).where(eq(invitations.id, invitationId));
  return { message: 'Invitation revoked' };
}

/** A direct member of this company whom the actor outranks or equals; never the actor themself. */
async function manageableMember(deps: Deps, actor: Actor, actorRole: TeamRole, companyId: string, merchantId: string) {
  if (merchantId === actor.merchantId)
    throw fieldError('merchant_id', 'You cannot change your own role or remove yourself');
  const [membership] = isUuid(merchantId)
    ? await deps.db
        .select()
        .from(companyMemberships)
        .where(and(eq(companyMemberships.companyId, companyId), eq(companyMemberships.merchantId, merchantId)))
    : [];
  if (!membership) throw fieldError('merchant_id', 'This person is not a direct member of this company', 'NOT_FOUND');
  const current = roleOf({ merchant_role: membership.merchantRole, cluster_role: membership.clusterRole });
  if (ROLE_RANK[current] > ROLE_RANK[actorRole]) {
    throw new AppError(
      'FORBIDDEN',
      `You cannot change a ${TEAM_ROLE_LABELS[current]} as ${TEAM_ROLE_LABELS[actorRole]}`,
    );
  }
  return current;
}

async function ownerCount(deps: Deps, companyId: string): Promise<number> {
  const rows = await deps.db
    .select({ id: companyMemberships.merchantId })
    .from(companyMemberships)
    .where(and(eq(companyMemberships.companyId, companyId), eq(companyMemberships.merchantRole, 'OWNER')));
  return rows.length;
}

export async function changeRole(
  deps: Deps,
  actor: Actor,
  input: { company_id: string; merchant_id: string; role: TeamRole },
) {
  const { company_id: companyId, merchant_id: merchantId, role } = input;
  const actorRole = await authorize(deps, actor, companyId, 'team.manage');
  assertGrantable(actorRole, role);
  const current = await manageableMember(deps, actor, actorRole, companyId, merchantId);
  if (current === 'OWNER' && role !== 'OWNER' && (await ownerCount(deps, companyId)) <= 1) {
    throw fieldError('role', 'A company keeps at least one owner', 'CONFLICT');
  }
  await deps.db
    .update(companyMemberships)
    .set(membershipColumns(role))
    .where(and(eq(companyMemberships.companyId, companyId), eq(companyMemberships.merchantId, merchantId)));
  await deps.cache.invalidateMerchant(merchantId);
  return getTeam(deps, actor, { company_id: companyId });
}

export async function removeMember(deps: Deps, actor: Actor, input: { company_id: string; merchant_id: string }) {
  const { company_id: companyId, merchant_id: merchantId } = input;
  const actorRole = await authorize(deps, actor, companyId, 'team.manage');
  const current = await manageableMember(deps, actor, actorRole, companyId, merchantId);
  if (current === 'OWNER' && (await ownerCount(deps, companyId)) <= 1)
    throw fieldError('merchant_id', 'A company keeps at least one owner', 'CONFLICT');
  await deps.db
    .delete(companyMemberships)
    .where(and(eq(companyMemberships.companyId, companyId), eq(companyMemberships.merchantId, merchantId)));
  await deps.cache.invalidateMerchant(merchantId);
  return getTeam(deps, actor, { company_id: companyId });
}

// ---- The invitee's side ----

async function openInvitation(deps: Deps, token: string, email: string) {
  const [row] = await deps.db
    .select({
      invitation: invitations,
      companyName: companies.name,
      inviter: sql<string | null>`${merchants.firstName} || ' ' || ${merchants.lastName}`,
    })
    .from(invitations)
    .innerJoin(companies, eq(companies.id, invitations.companyId))
    .leftJoin(merchants, eq(merchants.id, invitations.invitedBy))
    .where(
      and(
        eq(invitations.tokenHash, hashResetToken(token)),
        eq(invitations.status, 'PENDING'),
        gt(invitations.expiresAt, new Date()),
      ),
    );
  if (!row || row.invitation.email.toLowerCase() !== email.trim().toLowerCase()) {
    throw fieldError('token', 'This invitation link is invalid, used or expired. Ask for a new one.');
  }
  return row;
}

export async function previewInvitation(deps: Deps, input: { token: string; email: string; client: ClientInfo }) {
  const { token, email } = input;
  await deps.limits.consume('invite-open', { ip: input.client.ip });
  const row = await openInvitation(deps, token, email);
  return {
    email: row.invitation.email,
    company_name: row.companyName,
    role: row.invitation.role,
    invited_by: row.inviter,
    account_exists: Boolean(await findMerchantByEmail(deps.db, email)),
  };
}

async function joinCompany(
  deps: Deps,
  tx: Parameters<Parameters<Deps['db']['transaction']>[0]>[0],
  invitation: typeof invitations.$inferSelect,
  merchantId: string,
) {
  await tx
    .insert(companyMemberships)
    .values({ merchantId, companyId: invitation.companyId, ...membershipColumns(invitation.role) })
    .onConflictDoUpdate({
      target: [companyMemberships.merchantId, companyMemberships.companyId],
      set: membershipColumns(invitation.role),
    });
  await tx
    .update(invitations)
    .set({ status: 'ACCEPTED', acceptedBy: merchantId })
    .where(eq(invitations.id, invitation.id));
  await tx
    .update(merchants)
    .set({ lastCompanyId: invitation.companyId, updatedAt: new Date() })
    .where(eq(merchants.id, merchantId));
}

export async function createAccountFromInvite(
  deps: Deps,
  input: CreateAccountFromInviteRequest & { client: ClientInfo },
) {
  await deps.limits.consume('invite-open', { ip: input.client.ip, target: input.email });
  const { invitation } = await openInvitation(deps, input.token, input.email);
  if (await findMerchantByEmail(deps.db, input.email)) {
    throw fieldError(
      'email',
      'An account with this e-mail already exists. Log in to accept the invitation.',
      'CONFLICT',
    );
  }
  const passwordHash = await hashPassword(input.password, deps.config.passwordHashCost);
  const merchantId = await deps.db.transaction(async (tx) => {
    const [merchant] = await tx
      .insert(merchants)
      .values({
        email: invitation.email,
        passwordHash,
        firstName: input.first_name,
        lastName: input.last_name,
        phone: input.phone ?? null,
        acceptedTermsVersion: input.accepted_terms_version ?? null,
        // The link reached this inbox, which proves the address.
        emailVerified: true,
      })
      .returning({ id: merchants.id });
    await joinCompany(deps, tx, invitation, merchant.id);
    return merchant.id;
  });
  await invalidateAudience(deps, invitation.companyId);
  const [merchant, memberships, access_token] = await Promise.all([
    findMerchantByEmail(deps.db, invitation.email),
    listMemberships(deps.db, merchantId),
    deps.tokens.issue(deps.db, merchantId, input.client),
  ]);
  return {
    access_token,
    merchant_profile: toProfile(merchant!, memberships),
    is_sme: isSmeMerchant(merchant!, memberships),
  };
}

/** An existing account accepts while logged in as the invited e-mail. */
export async function acceptInvitation(deps: Deps, actor: Actor, input: { token: string; client: ClientInfo }) {
  await deps.limits.consume('invite-open', { ip: input.client.ip, target: actor.email });
  const { invitation } = await openInvitation(deps, input.token, actor.email);
  await deps.db.transaction((tx) => joinCompany(deps, tx, invitation, actor.merchantId));
  await invalidateAudience(deps, invitation.companyId);
  return refreshedProfile(deps, actor.merchantId);
}
