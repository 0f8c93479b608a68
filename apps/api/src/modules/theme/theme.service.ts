/** A company's theme (colour scales, button style, logo): its own, else inherited from the nearest ancestor. */
import { eq, sql } from 'drizzle-orm';
import type { SaveThemeRequest, Theme } from '@app/shared/companies';
import { companies } from '../../db/schema/companies';
import type { Deps } from '../../deps';
import type { Actor } from '../../actor';
import type { UploadedFile } from '../../infra/uploads';
import { authorize, companyChain } from '../companies/access';
import { findCompany, invalidateAudience } from '../companies/companies.service';

/**
 * The company's own theme, else the nearest ancestor's (a brand wears its agency's colours); one query up the chain.
 */
async function effectiveTheme(deps: Deps, companyId: string) {
  const { rows } = await deps.db.execute<{
    id: string;
    name: string;
    theme: Theme | null;
    logo: string | null;
    depth: number;
  }>(sql`
    with recursive chain as (${companyChain(companyId)})
    select c.id, c.name, c.theme, c.logo_url as logo, chain.depth
    from chain join companies c on c.id = chain.id
    order by chain.depth`);
  const ownLogo = rows[0]?.logo ?? null;
  const source = rows.find((row) => row.theme);
  if (!source?.theme) return { value: null, inherited_from: null, logo: ownLogo };
  const logo = ownLogo ?? source.theme.logo ?? source.logo;
  return {
    value: { ...source.theme, logo },
    inherited_from: source.depth === 0 ? null : { id: source.id, name: source.name },
    logo,
  };
}

export async function getCustomConfig(deps: Deps, actor: Actor, input: { company_id: string }) {
  const companyId = input.company_id;
  await authorize(deps, actor, companyId, 'company.view');
  return { company_id: companyId, properties: await effectiveTheme(deps, companyId) };
}

export async function saveCustomConfig(deps: Deps, actor: Actor, input: SaveThemeRequest & { company_id: string }) {
  const companyId = input.company_id;
  await authorize(deps, actor, companyId, 'company.theme');
  const company = await findCompany(deps, companyId);
  // The logo is set by its upload call; here it can only be cleared (null). A logo sent back from an
  // inherited theme must not become this company's own.
  const theme: Theme = {
    colorscheme: input.colorscheme,
    button_style: input.button_style,
    logo: input.logo === null ? null : company.logoUrl,
  };
  await deps.db
    .update(companies)
    .set({ theme, logoUrl: theme.logo, updatedAt: new Date() })
    .where(eq(companies.id, companyId));
  return getCustomConfig(deps, actor, { company_id: companyId });
}

export async function resetCustomConfig(deps: Deps, actor: Actor, input: { company_id: string }) {
  const companyId = input.company_id;
  await authorize(deps, actor, companyId, 'company.theme');
  await deps.db.update(companies).set({ theme: null, updatedAt: new Date() }).where(eq(companies.id, companyId));
  return getCustomConfig(deps, actor, { company_id: companyId });
}

export async function uploadLogo(deps: Deps, actor: Actor, input: { company_id: string; image: UploadedFile }) {
  const { company_id: companyId, image } = input;
  await authorize(deps, actor, companyId, 'company.theme');
  const url = await deps.storage.put('logos', image.bytes, image.extension);
  const company = await findCompany(deps, companyId);
  await deps.db
    .update(companies)
    .set({ logoUrl: url, theme: company.theme ? { ...company.theme, logo: url } : null, updatedAt: new Date() })
    .where(eq(companies.id, companyId));
  await invalidateAudience(deps, companyId);
  return { logo: url };
}
