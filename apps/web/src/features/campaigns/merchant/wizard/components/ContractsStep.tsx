import { Anchor, Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { CAMPAIGN_LIMITS } from '@app/shared/campaigns';
import { ErrorState } from '../../../../../components/ErrorState';
import { SwitchField } from '../../../../../components/SwitchField';
import { formatDate } from '../../../../../lib/dates';
import { formatMoney, wholeAmountMinorOrNull } from '../../../../../lib/money';
import { formatInteger, plural } from '../../../../../lib/numbers';
import { paths } from '../../../../../lib/paths';
import { useTemplates } from '../../../../contracts/api/templates';
import { zonedIso } from '../lib/request';
import { campaignMoments, SELECTION_MODE_LABELS, WIZARD_STEPS, type WizardValues } from '../lib/values';
import { channelLabel, useWizardData } from './wizard-data';

function ReviewItem({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
        {value || '–'}
      </Text>
    </div>
  );
}

/** What will be created, step by step, each with a way back to change it. */
function Review({ onEdit }: { onEdit: (step: number) => void }) {
  const { control } = useFormContext<WizardValues>();
  const { brands, config } = useWizardData();
  const values = useWatch({ control }) as WizardValues;
  const moments = campaignMoments(values);
  const when = (local: string | null) =>
    local && values.timezone ? formatDate(zonedIso(local, values.timezone), 'dayFirstTime', values.timezone) : '';
  const country = config?.countries.find((c) => c.code === values.country)?.name ?? values.country;
  const sections: { step: number; items: { label: string; value: string }[] }[] = [
    {
      step: 0,
      items: [
        { label: 'Brand', value: brands.find((b) => b.id === values.brand_id)?.name ?? '' },
        { label: 'Brief', value: values.brief_id ? 'Chosen' : 'None' },
      ],
    },
    {
      step: 1,
      items: [
        { label: 'Name', value: values.name.trim() },
        { label: 'Country', value: country },
        { label: 'Starts', value: when(moments.start) },
        { label: 'Ends', value: when(moments.end) },
        { label: 'Platforms', value: values.platforms.map((p) => channelLabel(config, p)).join(', ') },
        {
          label: 'Budget',
          value: values.budget ? formatMoney(wholeAmountMinorOrNull(values.budget), values.currency) : '',
        },
      ],
    },
    {
      step: 2,
      items: [
        { label: SELECTION_MODE_LABELS[values.selection_mode], value: plural(values.influencer_ids.length, 'creator') },
      ],
    },
    { step: 3, items: [{ label: 'Deliverables', value: formatInteger(values.deliverables.length) }] },
  ];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="review-title">
      <Stack gap="sm">
        <Title order={4} fz="sm" id="review-title">
          Review
        </Title>
        {sections.map((section) => (
          <Stack key={section.step} gap={4}>
            <Group justify="space-between" gap="xs">
              <Text fw={600} size="sm">
                {WIZARD_STEPS[section.step].label}
              </Text>
              <Button
                variant="subtle"
                size="compact-xs"
                onClick={() => onEdit(section.step)}
                aria-label={`Change ${WIZARD_STEPS[section.step].label.toLowerCase()}`}
              >
                Change
              </Button>
            </Group>
            <SimpleGrid component="dl" cols={{ base: 2, sm: 3 }} spacing="xs" m={0}>
              {section.items.map((item) => (
                <ReviewItem key={item.label} {...item} />
              ))}
            </SimpleGrid>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}

/** Step 4: contract templates (a contract per creator and template on create), the signature switch, and the review. */
export function ContractsStep({ onEdit }: { onEdit: (step: number) => void }) {
  const { control, formState } = useFormContext<WizardValues>();
  const { company } = useWizardData();
  const templates = useTemplates(company.id);
  return (
    <Stack gap="md">
      {templates.isError ? (
        <ErrorState
          title="We could not load the contract templates"
          error={templates.error}
          onRetry={() => void templates.refetch()}
        />
      ) : (
        <Controller
          control={control}
          name="contract_template_ids"
          render={({ field }) => (
            <Checkbox.Group
              label="Contract templates"
              description={
                'Each selected creator gets a contract from each template ' + `(at most ${CAMPAIGN_LIMITS.templates}).`
              }
              value={field.value}
              onChange={(ids) => field.onChange(ids.slice(0, CAMPAIGN_LIMITS.templates))}
              error={formState.errors.contract_template_ids?.message}
            >
              <Stack gap="xs" mt="xs" data-testid="wizard-templates">
                {templates.isPending && (
                  <Text size="sm" c="dimmed">
                    Loading templates…
                  </Text>
                )}
                {templates.data?.map((template) => (
                  <Checkbox key={template.id} value={template.id} label={template.title} />
                ))}
                {templates.data?.length === 0 && (
                  <Text size="sm" c="dimmed">
                    No templates yet.{' '}
                    <Anchor component={Link} to={paths.company.contracts(company.id)} size="sm" underline="always">
                      Create one
                    </Anchor>{' '}
                    to attach contracts.
                  </Text>
                )}
              </Stack>
            </Checkbox.Group>
          )}
        />
      )}
      <SwitchField
        control={control}
        name="contract_signature_required"
        label="Signature required"
        description="Creators sign their contracts before they start."
      />
      <Review onEdit={onEdit} />
    </Stack>
  );
}
