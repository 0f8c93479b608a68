import { Alert, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useFormContext, useWatch } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { SelectList } from '../../../../../components/SelectList';
import { ErrorState } from '../../../../../components/ErrorState';
import { formatDate } from '../../../../../lib/dates';
import { paths } from '../../../../../lib/paths';
import { useBriefs } from '../../../../briefs/api/briefs';
import { brandChange, briefChange } from '../lib/resets';
import type { WizardValues } from '../lib/values';
import { channelLabel, useWizardData } from './wizard-data';

/**
 * Step 0: the brand the campaign runs for (the company itself when it is a brand, else one of its
 * brands) and, optionally, one of the brand's briefs, which fills the campaign (spec section 4:
 * choosing another brief clears the creators and deliverables).
 */
export function BrandStep() {
  const { control, getValues, formState } = useFormContext<WizardValues>();
  const { brands, apply, config, channels, company } = useWizardData();
  const brandId = useWatch({ control, name: 'brand_id' });
  const briefId = useWatch({ control, name: 'brief_id' });
  const briefs = useBriefs(brandId || null, '');
  const list = briefs.data ?? [];
  const chosen = list.find((b) => b.brief_id === briefId) ?? null;
  const brand = brands.find((b) => b.id === brandId);

  return (
    <Stack gap="md">
      {brands.length > 1 ? (
        <Controller
          control={control}
          name="brand_id"
          render={({ field, fieldState }) => (
            <SelectList
              label="Brand"
              required
              data={brands.map((b) => ({ value: b.id, label: b.name }))}
              value={field.value || null}
              onChange={(value) => apply(brandChange(getValues(), value ?? ''))}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
              data-testid="wizard-brand"
            />
          )}
        />
      ) : (
        <Text size="sm">
          For the brand <strong>{brand?.name ?? company.name}</strong>.
        </Text>
      )}
      {formState.errors.brand_id && brands.length <= 1 && (
        <Text size="sm" c="red" role="alert">
          {formState.errors.brand_id.message}
        </Text>
      )}
      {briefs.isError ? (
        <ErrorState title="We could not load the briefs" error={briefs.error} onRetry={() => void briefs.refetch()} />
      ) : (
        <SelectList
          label="Brief"
          description="Optional. A brief fills the campaign's name, platform, texts, handles, hashtags and approvals."
          placeholder={
            briefs.isPending && brandId ? 'Loading briefs…' : list.length ? 'No brief' : 'This brand has no briefs'
          }
          data={list.map((b) => ({ value: b.brief_id, label: b.brief_name }))}
          value={briefId}
          clearable
          disabled={!brandId}
          onChange={(value) => {
            const brief = value ? (list.find((b) => b.brief_id === value) ?? null) : null;
            apply(briefChange(getValues(), brief, getValues('country') ? channels.map((c) => c.value) : null));
          }}
          nothingFoundMessage="No brief matches"
          data-testid="wizard-brief"
        />
      )}
      {chosen && (
        <Paper withBorder radius="md" p="sm" data-testid="wizard-brief-summary">
          <Stack gap={4}>
            <Group gap="xs">
              <Text fw={600}>{chosen.brief_name}</Text>
              <Badge variant="light">{channelLabel(config, chosen.platform)}</Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {formatDate(chosen.start_date)} – {formatDate(chosen.end_date)}
            </Text>
            <Text size="sm">
              The campaign&apos;s details were filled from this brief; change them on the next step.
            </Text>
          </Stack>
        </Paper>
      )}
      {brandId && briefs.isSuccess && list.length === 0 && (
        <Alert variant="light" title="No briefs yet">
          <Text size="sm">
            You can create the campaign without one, or{' '}
            <Text
              component={Link}
              to={paths.company.createBrief(company.id, { brand: brandId })}
              size="sm"
              c="blue"
              td="underline"
            >
              write a brief first
            </Text>
            .
          </Text>
        </Alert>
      )}
    </Stack>
  );
}
