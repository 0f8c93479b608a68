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
import { hasPermission } from '../lib/company-context';

/** Shortcuts to the company's most used places. */
export function QuickLinks({ company }: { company: CompanyDetail }) {
  const base = `/companies/${company.id}`;
  const links = [
    { to: `${base}/campaigns`, label: 'Campaigns', icon: IconSpeakerphone },
    { to: `${base}/campaign-briefs`, label: 'Campaign briefs', icon: IconFileText },
    { to: `${base}/creator-discovery`, label: 'Creator discovery', icon: IconSearch },
    { to: `${base}/groups`, label: 'Creator groups', icon: IconUsersGroup },
    { to: `${base}/jobs`, label: 'Jobs', icon: IconBriefcase },
    { to: `${base}/reports`, label: 'Reports', icon: IconChartBar },
    ...(hasPermission(company, 'team.view') ? [{ to: `/manage-team?company=${company.id}`, label: 'Manage team', icon: IconUsers }] : []),
    { to: `${base}/settings`, label: 'Settings', icon: IconSettings },
  ];
  return (
    <Section title="Quick links">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
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
