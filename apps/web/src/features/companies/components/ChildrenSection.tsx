import { Anchor, Button, EmptyState, Group, SimpleGrid, Text } from '@mantine/core';
import { IconBuilding, IconBuildingStore, IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { CompanyDetail } from '@app/shared/companies';
import { Section } from '../../../components/Section';
import { paths } from '../../../lib/paths';
import { useLoadedOnce } from '../../../lib/use-loaded-once';
import { hasPermission } from '../lib/company-context';
import { COMPANY_ROLE_LABELS } from '../lib/labels';
import { CompanyLogo } from './CompanyLogo';

// The company form (and the validation it brings) loads when the dialog first opens, not with the dashboard.
const AddChildCompanyModal = lazy(() =>
  import('./AddChildCompanyModal').then((m) => ({ default: m.AddChildCompanyModal })),
);

type Child = CompanyDetail['children'][number];

function ChildCard({ child }: { child: Child }) {
  return (
    <Anchor
      component={Link}
      to={paths.company.dashboard(child.id)}
      underline="never"
      c="inherit"
      p="sm"
      style={{
        border: '1px solid var(--mantine-color-gray-3)',
        borderRadius: 'var(--mantine-radius-default)',
        display: 'block',
      }}
      data-testid="child-company"
    >
      <Group gap="sm" wrap="nowrap">
        <CompanyLogo name={child.name} logo={child.logo} size={36} />
        <div style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            {child.name}
          </Text>
          <Text size="xs" c="dimmed">
            {COMPANY_ROLE_LABELS[child.company_role]}
          </Text>
        </div>
      </Group>
    </Anchor>
  );
}

interface ChildListProps {
  title: string;
  items: Child[];
  emptyTitle: string;
  emptyText: string;
  addLabel: string | null;
  onAdd: () => void;
  icon: React.ReactNode;
}

function ChildList({ title, items, emptyTitle, emptyText, addLabel, onAdd, icon }: ChildListProps) {
  return (
    <Section
      title={title}
      description={items.length ? `${items.length} in total` : undefined}
      actions={
        addLabel && (
          <Button size="sm" variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
            {addLabel}
          </Button>
        )
      }
    >
      {items.length ? (
        <SimpleGrid
          cols={{ base: 1, xs: 2, md: 3 }}
          spacing="sm"
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {items.map((child) => (
            <li key={child.id}>
              <ChildCard child={child} />
            </li>
          ))}
        </SimpleGrid>
      ) : (
        <EmptyState icon={icon} title={emptyTitle} description={emptyText} size="sm" withIndicatorBackground />
      )}
    </Section>
  );
}

/** An agency's client companies and brands, a company's brands, with "Add" when the role allows it. */
export function ChildrenSection({ company }: { company: CompanyDetail }) {
  const [adding, setAdding] = useState<'ACCOUNT' | 'BRAND' | null>(null);
  const modalLoaded = useLoadedOnce(adding !== null);
  if (company.company_role === 'BRAND') return null;
  const clients = company.children.filter((c) => c.company_role === 'ACCOUNT');
  const brands = company.children.filter((c) => c.company_role === 'BRAND');
  const canAddClient = company.company_role === 'AGENCY' && hasPermission(company, 'client.create');
  const canAddBrand = hasPermission(company, 'brand.create');

  return (
    <>
      {company.company_role === 'AGENCY' && (
        <ChildList
          title="Client companies"
          items={clients}
          emptyTitle="No client companies yet"
          emptyText={
            canAddClient
              ? 'Add the companies your agency works for; their brands go under them.'
              : 'Client companies added by the agency show here.'
          }
          addLabel={canAddClient ? 'Add client company' : null}
          onAdd={() => setAdding('ACCOUNT')}
          icon={<IconBuilding size={28} aria-hidden />}
        />
      )}
      <ChildList
        title="Brands"
        items={brands}
        emptyTitle="No brands yet"
        emptyText={
          canAddBrand ? 'Campaigns run for a brand: add your first one.' : 'Brands added by your team show here.'
        }
        addLabel={canAddBrand ? 'Add brand' : null}
        onAdd={() => setAdding('BRAND')}
        icon={<IconBuildingStore size={28} aria-hidden />}
      />
      {modalLoaded && (
        <Suspense fallback={null}>
          <AddChildCompanyModal parent={company} kind={adding} onClose={() => setAdding(null)} />
        </Suspense>
      )}
    </>
  );
}
