import { Badge, Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuilding, IconBuildingStore, IconUsersGroup } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';

export const COMPANY_TYPES = [
  { value: 'agency', label: 'Agency', description: 'You run campaigns for several client companies and their brands.', icon: IconUsersGroup },
  { value: 'company', label: 'Company', description: 'You manage one company with one or more brands.', icon: IconBuilding },
  { value: 'brand', label: 'Brand', description: 'You run campaigns for a single brand.', icon: IconBuildingStore },
] as const;

/**
 * /onboarding and /onboarding/{companyType}: choosing a company type. The choice becomes
 * functional with the companies issue; for now the types are listed.
 */
export function OnboardingPage() {
  const { companyType } = useParams();
  const selected = COMPANY_TYPES.find((type) => type.value === companyType);
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <PageTitle>Onboarding</PageTitle>
          <Text c="dimmed">
            {selected ? `You chose: ${selected.label}.` : 'Welcome! Tell us what kind of organisation you are.'} This section is being set up.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Company types">
          {COMPANY_TYPES.map(({ value, label, description, icon: Icon }) => (
            <Card
              key={value}
              component="li"
              withBorder
              radius="md"
              padding="lg"
              data-testid={`company-type-${value}`}
              aria-current={selected?.value === value ? 'true' : undefined}
              style={selected?.value === value ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
            >
              <Stack gap="sm">
                <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
                  <Icon size={24} />
                </ThemeIcon>
                <Title order={2} fz="lg">
                  {label}
                </Title>
                <Text size="sm" c="dimmed">
                  {description}
                </Text>
                <Badge variant="default" w="fit-content">
                  Coming soon
                </Badge>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
