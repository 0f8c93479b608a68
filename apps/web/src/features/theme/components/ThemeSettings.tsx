import { Skeleton, Stack } from '@mantine/core';
import type { CompanyDetail } from '@app/shared/companies';
import { ErrorState } from '../../../components/ErrorState';
import { useCustomConfig } from '../api/custom-config';
import { ThemeEditor } from './ThemeEditor';

/** Loads the company's theme (its own or inherited) and opens the editor on it. */
export function ThemeSettings({ company }: { company: Pick<CompanyDetail, 'id' | 'name' | 'logo'> }) {
  const config = useCustomConfig(company.id);
  if (config.isPending) {
    return (
      <Stack gap="sm" role="status" aria-label="Loading the theme">
        <Skeleton height={60} />
        <Skeleton height={60} />
        <Skeleton height={160} />
      </Stack>
    );
  }
  if (config.isError)
    return (
      <ErrorState title="We could not load the theme" error={config.error} onRetry={() => void config.refetch()} />
    );
  const value = config.data.properties.value;
  // A fresh editor when the saved colours change (save, reset); a logo upload keeps the unsaved draft.
  const key = value ? JSON.stringify([value.colorscheme, value.button_style]) : 'default';
  return (
    <ThemeEditor key={key} company={company} theme={value} inheritedFrom={config.data.properties.inherited_from} />
  );
}
