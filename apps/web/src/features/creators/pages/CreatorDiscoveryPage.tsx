import { Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';
import { paths } from '../../../lib/paths';
import { useCompanyContext } from '../../companies/lib/company-context';
import { useCompanyGroups } from '../../groups/api/company-groups';
import { canManageGroups } from '../../../lib/group-permissions';
import { CreatorDiscovery } from '../components/CreatorDiscovery';

/** The query parameter of a group's "Add creators" link: that group is the one "Add to group" starts with. */
export const ADD_TO_PARAM = 'add_to';

/** /companies/{company_id}/creator-discovery: search the catalogue with the company's groups at hand. */
export function CreatorDiscoveryPage() {
  const { company } = useCompanyContext();
  const [params] = useSearchParams();
  const groups = useCompanyGroups(company.id);
  const addTo = params.get(ADD_TO_PARAM);
  const target = addTo ? (groups.data?.find((g) => g.id === addTo) ?? null) : null;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <PageTitle order={2} fz="xl" documentTitle={`${company.name} · Creator discovery`}>
            Creator discovery
          </PageTitle>
          <Text size="sm" c="dimmed">
            Find creators by channel and level, audience, place and interests, then add them to a group.
          </Text>
        </Stack>
        {target && (
          <Button
            component={Link}
            to={paths.company.groupDetails(company.id, target.id)}
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            Back to {target.name}
          </Button>
        )}
      </Group>
      <CreatorDiscovery companyId={company.id} targetGroup={target} canManageGroups={canManageGroups(company)} />
    </Stack>
  );
}
