import {
  Button,
  CloseButton,
  EmptyState,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFileDescription, IconPlus, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/ErrorState';
import { PageTitle } from '../../../components/PageTitle';
import { SelectList } from '../../../components/SelectList';
import { StaleDataNotice } from '../../../components/StaleDataNotice';
import { paths } from '../../../lib/paths';
import { useConfigBundle } from '../../config/api/conf-all';
import { useBriefs } from '../api/briefs';
import { BriefCard } from '../components/BriefCard';
import { NoBrandNotice } from '../components/BriefNotice';
import { canWriteBriefs, pickBrand } from '../lib/brands';
import { nicheOptions, platformOptions } from '../lib/options';
import { useCompanyBrands } from '../lib/use-brands';

const SEARCH_DELAY_MS = 300;

function BriefsSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" role="status" aria-label="Loading the briefs">
      {[0, 1, 2].map((i) => (
        <Paper key={i} withBorder radius="md" p="md">
          <Skeleton height={18} width="70%" />
          <Skeleton height={12} width="40%" mt={10} />
          <Skeleton height={12} width="55%" mt={8} />
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/**
 * /companies/{company_id}/campaign-briefs: the briefs of one of the company's brands (a picker when
 * it has several; the company may be the brand itself), searched by name, each opening its page.
 * The brand and the search live in the URL, so a reload or a shared link shows the same list.
 */
export function BriefsPage() {
  const { company, brands } = useCompanyBrands();
  const [params, setParams] = useSearchParams();
  const brand = pickBrand(brands, params.get('brand'));
  const urlName = params.get('name') ?? '';
  const [search, setSearch] = useState(urlName);
  const [debounced] = useDebouncedValue(search, SEARCH_DELAY_MS);
  const briefs = useBriefs(brand?.id ?? null, urlName);
  const config = useConfigBundle().data;
  const platforms = platformOptions(config);
  const niches = nicheOptions(config);
  const write = canWriteBriefs(brand, company);

  // The typed search reaches the URL (and the query) once typing pauses.
  useEffect(() => {
    if (debounced.trim() === urlName) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (debounced.trim()) next.set('name', debounced.trim());
        else next.delete('name');
        return next;
      },
      { replace: true },
    );
  }, [debounced, urlName, setParams]);

  const chooseBrand = (id: string | null) => {
    if (!id) return;
    // The search stays: it is the same question about another brand.
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('brand', id);
      return next;
    });
  };

  const createLink = paths.company.createBrief(company.id, { brand: brand?.id });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <PageTitle order={2} fz="xl" documentTitle={`${company.name} · Campaign briefs`}>
            Campaign briefs
          </PageTitle>
          <Text size="sm" c="dimmed">
            What creators need to know about a campaign: goals, steps, selling points and files.
          </Text>
          {brands.length === 1 && brand && brand.id !== company.id && (
            <Text size="sm" c="dimmed">
              Brand: {brand.name}
            </Text>
          )}
        </Stack>
        {/* An empty list's call to action is the one "Create brief" link then. */}
        {write && brand && !(briefs.data?.length === 0 && !urlName) && (
          <Button component={Link} to={createLink} leftSection={<IconPlus size={16} aria-hidden />}>
            Create brief
          </Button>
        )}
      </Group>

      {brands.length === 0 ? (
        <NoBrandNotice companyId={company.id} />
      ) : (
        <>
          <Group gap="sm" align="flex-end" wrap="wrap">
            {brands.length > 1 && (
              <div style={{ flex: '1 1 220px', maxWidth: 360 }}>
                <SelectList
                  label="Brand"
                  data={brands.map((b) => ({ value: b.id, label: b.name }))}
                  value={brand?.id ?? null}
                  onChange={chooseBrand}
                  data-testid="briefs-brand"
                />
              </div>
            )}
            <TextInput
              label="Search briefs by name"
              type="search"
              placeholder="Brief name"
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              leftSection={<IconSearch size={16} aria-hidden />}
              rightSection={
                search ? <CloseButton size="sm" aria-label="Clear the search" onClick={() => setSearch('')} /> : null
              }
              style={{ flex: '1 1 220px', maxWidth: 360 }}
            />
          </Group>

          {briefs.isError && briefs.data && (
            <StaleDataNotice error={briefs.error} what="briefs" onRetry={() => void briefs.refetch()} />
          )}

          {briefs.isPending ? (
            <BriefsSkeleton />
          ) : briefs.isError && !briefs.data ? (
            <ErrorState
              title="We could not load the briefs"
              error={briefs.error}
              onRetry={() => void briefs.refetch()}
            />
          ) : briefs.data.length === 0 ? (
            <Paper withBorder radius="md" p="xl">
              {urlName ? (
                <EmptyState
                  icon={<IconSearch size={32} aria-hidden />}
                  withIndicatorBackground
                  title="No brief matches your search"
                  description={`No brief of ${brand?.name ?? 'this brand'} has “${urlName}” in its name.`}
                  data-testid="briefs-no-match"
                >
                  <EmptyState.Actions>
                    <Button variant="default" onClick={() => setSearch('')}>
                      Clear the search
                    </Button>
                  </EmptyState.Actions>
                </EmptyState>
              ) : (
                <EmptyState
                  icon={<IconFileDescription size={32} aria-hidden />}
                  withIndicatorBackground
                  title="No briefs yet"
                  description={
                    write
                      ? `Write the first brief of ${brand?.name ?? 'this brand'}: ` +
                        'creators see it when they join a campaign.'
                      : 'Briefs written by your team will show here.'
                  }
                  data-testid="briefs-empty"
                >
                  {write && (
                    <EmptyState.Actions>
                      <Button component={Link} to={createLink} leftSection={<IconPlus size={16} aria-hidden />}>
                        Create brief
                      </Button>
                    </EmptyState.Actions>
                  )}
                </EmptyState>
              )}
            </Paper>
          ) : (
            <SimpleGrid
              cols={{ base: 1, sm: 2, lg: 3 }}
              spacing="md"
              component="ul"
              aria-label={`Briefs of ${brand?.name ?? 'the brand'}`}
              style={{ listStyle: 'none', padding: 0, margin: 0, opacity: briefs.isPlaceholderData ? 0.6 : 1 }}
              aria-busy={briefs.isPlaceholderData || undefined}
              data-testid="briefs-list"
            >
              {briefs.data.map((brief) => (
                <li key={brief.brief_id}>
                  <BriefCard brief={brief} companyId={company.id} platforms={platforms} niches={niches} />
                </li>
              ))}
            </SimpleGrid>
          )}
        </>
      )}
    </Stack>
  );
}
