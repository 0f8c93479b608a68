import { Alert, Badge, Group, Radio, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { toMinor } from '@app/shared/money';
import { SME_CURRENCY, SME_MAX_BUDGET, type PackageTier } from '@app/shared/sme';
import { NumberFieldControl } from '../../../../components/NumberField';
import { formatMoney } from '../../../../lib/money';
import { plural } from '../../../../lib/numbers';
import { budgetOf, recommendedFor, type PackageName, type SmeCampaignFormValues } from '../lib/campaign-form';

/** A package as a choice: name, price, creators and videos, the expected reach and engagement. */
function PackageCard({ tier, recommended }: { tier: PackageTier; recommended: boolean }) {
  return (
    <Radio.Card
      value={tier.name}
      radius="md"
      p="md"
      data-testid="sme-package"
      data-package={tier.name}
      data-recommended={recommended || undefined}
      // The recommended package stands out in the colour of its badge (text keeps the page's white background).
      style={recommended ? { borderColor: 'var(--mantine-color-green-filled)', borderWidth: 2 } : undefined}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Radio.Indicator mt={4} />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text fw={700} size="lg">
              {tier.name}
            </Text>
            <Group gap={4}>
              {tier.isPopular && (
                <Badge color="orange" variant="light" tt="none">
                  Popular
                </Badge>
              )}
              {recommended && (
                <Badge color="green" variant="filled" tt="none" data-testid="recommended-badge">
                  Recommended
                </Badge>
              )}
            </Group>
          </Group>
          <Text fw={600}>{formatMoney(tier.price_minor, tier.currency, 0)}</Text>
          <Text size="sm">
            {plural(tier.creators, 'creator')} · {plural(tier.videos, 'video')}
          </Text>
          <Text size="sm" c="dimmed">
            Reach {tier.reach} · Engagement {tier.engagementRate}
          </Text>
        </Stack>
      </Group>
    </Radio.Card>
  );
}

/**
 * Step 1: the budget in whole shillings and the four packages of spec section 9; the recommended one (the cheapest
 * priced at least the budget) highlighted as the budget is typed. Above the top package nothing is recommended: the
 * owner picks one. The owner may pick another package than the recommended one.
 */
export function BudgetStep({ packages }: { packages: readonly PackageTier[] }) {
  const { control, setValue, formState } = useFormContext<SmeCampaignFormValues>();
  const [budgetText, picked] = useWatch({ control, name: ['budget', 'package'] });
  const budget = budgetOf(budgetText);
  const recommended = recommendedFor(budgetText, packages);
  const top = packages.at(-1);
  const selected = picked || recommended?.name || null;

  return (
    <Stack gap="md">
      <NumberFieldControl
        control={control}
        name="budget"
        label="Your budget (KES)"
        description="Whole shillings, for example 100,000"
        placeholder="100,000"
        max={SME_MAX_BUDGET}
        required
        error={formState.errors.budget?.message}
        data-testid="sme-budget"
      />
      <div aria-live="polite" data-testid="sme-recommendation">
        {recommended && budget !== null && (
          <Text size="sm">
            For {formatMoney(toMinor(budget), SME_CURRENCY, 0)} we recommend{' '}
            <Text span fw={700} inherit>
              {recommended.name}
            </Text>
            .
          </Text>
        )}
        {!recommended && budget !== null && budget > 0 && top && (
          <Alert color="yellow" variant="light" icon={<IconInfoCircle aria-hidden />} data-testid="no-recommendation">
            Your budget is above our largest package, {top.name} ({formatMoney(top.price_minor, top.currency, 0)}).
            Choose a package below, or contact us for a larger campaign.
          </Alert>
        )}
      </div>
      <Radio.Group
        label="Package"
        description="You pay at most the package price: the creators' work, the 30% platform fee and 15% VAT."
        value={selected}
        onChange={(name) => setValue('package', name as PackageName, { shouldDirty: true, shouldValidate: true })}
        error={formState.errors.package?.message}
      >
        <Stack gap="sm" mt="xs">
          {packages.map((tier) => (
            <PackageCard key={tier.name} tier={tier} recommended={recommended?.name === tier.name} />
          ))}
        </Stack>
      </Radio.Group>
    </Stack>
  );
}
