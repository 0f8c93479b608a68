import { Button, Group, SegmentedControl, Select, Skeleton, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { DateField } from '../../../../components/DateField';
import type { BrandOption } from '../../../briefs/lib/brands';
import { rangeProblem, type ReportSelection } from '../../lib/report-params';
import { reportSelectData, type ReportOption } from '../lib/report-options';

interface ReportPickerProps {
  selection: ReportSelection;
  onChange: (selection: ReportSelection, replace?: boolean) => void;
  options: readonly ReportOption[];
  optionsPending: boolean;
  brands: readonly BrandOption[];
  /** The range a brand report starts with. */
  defaultRange: { from: string; to: string };
}

const MODES = [
  { value: 'campaign', label: 'A campaign or job' },
  { value: 'range', label: 'A brand over dates' },
];

/**
 * What the report is about: a campaign (or job) from the company's lists, or a brand with a range of days (each
 * change goes to the address).
 */
export function ReportPicker({
  selection,
  onChange,
  options,
  optionsPending,
  brands,
  defaultRange,
}: ReportPickerProps) {
  const switchMode = (mode: string) => {
    if (mode === selection.kind) return;
    if (mode === 'campaign') onChange({ kind: 'campaign', campaignId: null });
    else onChange({ kind: 'range', brandId: brands[0]?.id ?? null, ...defaultRange });
  };

  return (
    <Stack gap="sm" data-testid="report-picker">
      <SegmentedControl
        data={MODES}
        value={selection.kind}
        onChange={switchMode}
        aria-label="Report on"
        w={{ base: '100%', xs: 'auto' }}
        style={{ alignSelf: 'flex-start' }}
      />
      {selection.kind === 'campaign' ? (
        optionsPending ? (
          <Skeleton height={58} maw={480} radius="sm" />
        ) : (
          <Select
            label="Campaign or job"
            placeholder={options.length ? 'Choose a campaign or a job' : 'No campaigns or jobs yet'}
            data={reportSelectData(options)}
            value={selection.campaignId}
            onChange={(value) => onChange({ kind: 'campaign', campaignId: value })}
            searchable
            nothingFoundMessage="No campaign or job of that name"
            maw={480}
            comboboxProps={{ withinPortal: true }}
            data-testid="report-campaign"
          />
        )
      ) : (
        <Group gap="sm" align="flex-start" wrap="wrap">
          <Select
            label="Brand"
            data={brands.map((b) => ({ value: b.id, label: b.name }))}
            value={selection.brandId}
            onChange={(value) => onChange({ ...selection, brandId: value })}
            allowDeselect={false}
            w={{ base: '100%', xs: 240 }}
            data-testid="report-brand"
          />
          <DateField
            label="From"
            value={selection.from}
            max={selection.to}
            onChange={(value) => onChange({ ...selection, from: value || null }, true)}
            clearable={false}
            data-testid="report-from"
          />
          <DateField
            label="To"
            value={selection.to}
            min={selection.from}
            onChange={(value) => onChange({ ...selection, to: value || null }, true)}
            clearable={false}
            data-testid="report-to"
          />
        </Group>
      )}
      {selection.kind === 'range' && selection.from && selection.to && rangeProblem(selection.from, selection.to) && (
        <Text size="sm" c="red" role="alert">
          {rangeProblem(selection.from, selection.to)}
        </Text>
      )}
    </Stack>
  );
}

/** When nothing is chosen: the recently completed campaigns (the demo's first) as one-click picks. */
export function QuickPicks({ picks, onPick }: { picks: readonly ReportOption[]; onPick: (id: string) => void }) {
  if (picks.length === 0) return null;
  return (
    <Stack gap={6}>
      <Text size="sm" c="dimmed">
        Recently completed
      </Text>
      <Group gap="xs">
        {picks.map((pick) => (
          <Button
            key={pick.id}
            variant="light"
            size="xs"
            leftSection={<IconCircleCheck size={14} aria-hidden />}
            onClick={() => onPick(pick.id)}
            data-testid="report-quick-pick"
          >
            {pick.name}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
