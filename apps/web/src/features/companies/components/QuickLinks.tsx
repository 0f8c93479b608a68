import { Group, Paper, SimpleGrid, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import {
  IconChartBar,
  IconFileText,
  IconSearch,
  IconSettings,
  IconSpeakerphone,
  IconBriefcase,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import type { CompanyDetail } from '@app/shared/companies';
import { Section } from '../../../components/Section';
import { paths } from '../../../lib/paths';
import { hasPermission } from '../lib/company-context';

/** Shortcuts to the company's most used places. */
export function QuickLinks({ company }: { company: CompanyDetail }) {
  const links = [
    { to: paths.company.campaigns(company.id), label: 'Campaigns', icon: IconSpeakerphone },
    { to: paths.company.briefs(company.id), label: 'Campaign briefs', icon: IconFileText },
    { to: paths.company.creatorDiscovery(company.id), label: 'Creator discovery', icon: IconSearch },
    { to: paths.company.groups(company.id), label: 'Creator groups', icon: IconUsersGroup },
    { to: paths.company.jobs(company.id), label: 'Jobs', icon: IconBriefcase },
    { to: paths.company.reports(company.id), label: 'Reports', icon: IconChartBar },
    ...(hasPermission(company, 'team.view')
      ? [{ to: paths.manageTeam({ company: company.id }), label: 'Manage team', icon: IconUsers }]
      : []),
    { to: paths.company.settings(company.id), label: 'Settings', icon: IconSettings },
  ];
  return (
    <Section title="Quick links">
      <SimpleGrid
        cols={{ base: 2, sm: 4 }}
        spacing="sm"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {links.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <UnstyledButton component={Link} to={to} w="100%" h="100%">
              <Paper withBorder p="sm" radius="md" h="100%">
                <Group gap="xs" wrap="nowrap">
                  <ThemeIcon variant="light" size={32} aria-hidden>
                    <Icon size={18} />
                  </ThemeIcon>
                  <Text size="sm" fw={500}>
                    {label}
                  </Text>
                </Group>
              </Paper>
            </UnstyledButton>
          </li>
        ))}
      </SimpleGrid>
    </Section>
  );
}
