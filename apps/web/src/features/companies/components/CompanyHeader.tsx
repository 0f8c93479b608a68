import { Anchor, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { CompanyDetail } from '@app/shared/companies';
import { paths } from '../../../lib/paths';
import { COMPANY_ROLE_LABELS } from '../lib/labels';
import { CompanyLogo } from './CompanyLogo';
import { CompanyBadges } from './RoleBadges';

interface CompanyHeaderProps {
  company: CompanyDetail;
  /** Whether the parent company is one the user may open (else it is named, not linked). */
  parentReachable: boolean;
}

/** Logo, name, type and the caller's role; the parent it belongs to. */
export function CompanyHeader({ company, parentReachable }: CompanyHeaderProps) {
  return (
    <Group gap="md" wrap="nowrap" align="center" data-testid="company-header">
      <CompanyLogo name={company.name} logo={company.logo} size={56} />
      <Stack gap={4} style={{ minWidth: 0 }}>
        {company.parent && (
          <Text size="xs" c="dimmed">
            {COMPANY_ROLE_LABELS[company.company_role]} of{' '}
            {parentReachable ? (
              <Anchor component={Link} to={paths.company.dashboard(company.parent.id)} size="xs">
                {company.parent.name}
              </Anchor>
            ) : (
              company.parent.name
            )}
          </Text>
        )}
        <Title order={1} fz={{ base: 22, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
          {company.name}
        </Title>
        <CompanyBadges
          companyRole={company.company_role}
          role={company.role}
          inheritedFrom={company.inherited ? (company.role_source?.name ?? '') : null}
        />
      </Stack>
    </Group>
  );
}

export function CompanyHeaderSkeleton() {
  return (
    <Group gap="md" wrap="nowrap" aria-hidden>
      <Skeleton height={56} width={56} radius="md" />
      <Stack gap={8} style={{ flex: 1 }}>
        <Skeleton height={24} width="50%" />
        <Skeleton height={16} width="30%" />
      </Stack>
    </Group>
  );
}
