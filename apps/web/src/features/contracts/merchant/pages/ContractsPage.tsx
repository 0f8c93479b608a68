import { Stack, Tabs, Text } from '@mantine/core';
import { IconFileCertificate, IconFileText } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { CONTRACT_STATUSES, type ContractStatus } from '@app/shared/contracts';
import { PageTitle } from '../../../../components/PageTitle';
import { hasPermission, useCompanyContext } from '../../../companies/lib/company-context';
import { ContractsTab } from '../components/ContractsTab';
import { TemplatesTab } from '../components/TemplatesTab';

type Tab = 'templates' | 'contracts';

/**
 * /companies/{company_id}/contracts: two tabs (?tab=templates|contracts). Templates: list, preview,
 * and with contract.write create, edit and delete. Contracts: every contract made for the company's
 * campaigns, each opening its screen.
 */
export function ContractsPage() {
  const { company } = useCompanyContext();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'contracts' ? 'contracts' : 'templates';
  const rawStatus = params.get('status');
  const status = (CONTRACT_STATUSES as readonly string[]).includes(rawStatus ?? '')
    ? (rawStatus as ContractStatus)
    : null;
  const write = hasPermission(company, 'contract.write');

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap="md">
      <Stack gap={2}>
        <PageTitle order={2} fz="xl" documentTitle={`${company.name} · Contracts`}>
          Contracts
        </PageTitle>
        <Text size="sm" c="dimmed">
          Contract templates and the contracts creators sign for your campaigns.
        </Text>
      </Stack>
      <Tabs
        value={tab}
        onChange={(value) => update({ tab: value === 'contracts' ? 'contracts' : null, status: null })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="templates" leftSection={<IconFileText size={16} aria-hidden />}>
            Templates
          </Tabs.Tab>
          <Tabs.Tab value="contracts" leftSection={<IconFileCertificate size={16} aria-hidden />}>
            Contracts
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="templates" pt="md">
          <TemplatesTab companyId={company.id} write={write} />
        </Tabs.Panel>
        <Tabs.Panel value="contracts" pt="md">
          <ContractsTab companyId={company.id} status={status} onStatus={(next) => update({ status: next })} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
