import { Anchor, Box, Group, Paper, Stack } from '@mantine/core';
import { Link } from 'react-router';
import type { CompanySummary } from '@app/shared/companies';
import { paths } from '../../../lib/paths';
import type { CompanyNode } from '../lib/hierarchy';
import { CompanyLogo } from './CompanyLogo';
import { CompanyBadges } from './RoleBadges';

interface RowProps {
  node: CompanyNode;
  depth: number;
  /** Names of the companies the tree holds, to say where an inherited role comes from. */
  names: Map<string, CompanySummary>;
}

/** The nearest company above whose membership gives the role (the first one that is not inherited). */
function inheritedSource(company: CompanySummary, names: Map<string, CompanySummary>): string {
  let current = company.parent_id ? names.get(company.parent_id) : undefined;
  for (let depth = 0; current && depth < 10; depth += 1) {
    if (!current.inherited) return current.name;
    current = current.parent_id ? names.get(current.parent_id) : undefined;
  }
  return '';
}

function CompanyRow({ node, depth, names }: RowProps) {
  const { company } = node;
  return (
    <li>
      <Box
        py="sm"
        pl={{ base: depth * 16, sm: depth * 32 }}
        style={{ borderTop: depth > 0 ? '1px solid var(--mantine-color-gray-2)' : undefined }}
        data-testid="company-row"
        data-company-id={company.id}
      >
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <CompanyLogo name={company.name} logo={company.logo} size={depth === 0 ? 44 : 36} />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Anchor
              component={Link}
              to={paths.company.dashboard(company.id)}
              fw={600}
              fz={depth === 0 ? 'lg' : 'md'}
              style={{ overflowWrap: 'anywhere' }}
            >
              {company.name}
            </Anchor>
            <CompanyBadges
              companyRole={company.company_role}
              role={company.role}
              inheritedFrom={company.inherited ? inheritedSource(company, names) : null}
            />
          </Stack>
        </Group>
      </Box>
      {node.children.length > 0 && (
        <Box component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={`Under ${company.name}`}>
          {node.children.map((child) => (
            <CompanyRow key={child.company.id} node={child} depth={depth + 1} names={names} />
          ))}
        </Box>
      )}
    </li>
  );
}

/** Each top-level company in its own card, with its client companies and brands nested under it. */
export function CompanyTree({ roots, companies }: { roots: CompanyNode[]; companies: CompanySummary[] }) {
  const names = new Map(companies.map((c) => [c.id, c]));
  return (
    <Stack component="ul" gap="md" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Your companies">
      {roots.map((root) => (
        <Paper key={root.company.id} component="li" withBorder radius="md" px={{ base: 'sm', sm: 'lg' }} py="xs">
          <Box component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            <CompanyRow node={root} depth={0} names={names} />
          </Box>
        </Paper>
      ))}
    </Stack>
  );
}
