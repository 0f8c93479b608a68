import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuilding, IconBuildingStore, IconUsersGroup } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { CompanyType } from '@app/shared/companies';
import { paths } from '../../../lib/paths';

export const COMPANY_TYPE_OPTIONS: readonly {
  value: CompanyType;
  label: string;
  description: string;
  icon: typeof IconBuilding;
}[] = [
  {
    value: 'agency',
    label: 'Agency',
    description: 'You run campaigns for several client companies and their brands.',
    icon: IconUsersGroup,
  },
  {
    value: 'company',
    label: 'Company',
    description: 'You manage one company with one or more brands.',
    icon: IconBuilding,
  },
  { value: 'brand', label: 'Brand', description: 'You run campaigns for a single brand.', icon: IconBuildingStore },
];

/** The three company types as links (reachable and opened with the keyboard like any link). */
export function CompanyTypeCards({ selected }: { selected?: CompanyType }) {
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 3 }}
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
      aria-label="Company types"
    >
      {COMPANY_TYPE_OPTIONS.map(({ value, label, description, icon: Icon }) => (
        <li key={value}>
          <Card
            component={Link}
            to={paths.onboarding(value)}
            withBorder
            radius="md"
            padding="lg"
            h="100%"
            data-testid={`company-type-${value}`}
            aria-current={selected === value ? 'true' : undefined}
            aria-describedby={`company-type-${value}-description`}
            style={
              selected === value ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined
            }
          >
            <Stack gap="sm">
              <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
                <Icon size={24} />
              </ThemeIcon>
              <Title order={2} fz="lg">
                {label}
              </Title>
              <Text size="sm" c="dimmed" id={`company-type-${value}-description`}>
                {description}
              </Text>
            </Stack>
          </Card>
        </li>
      ))}
    </SimpleGrid>
  );
}
