import { Badge, Button, EmptyState, Group, Modal, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBulb } from '@tabler/icons-react';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { paths, queryString } from '../../../../lib/paths';
import { useConfigBundle } from '../../../config/api/conf-all';
import { channelLabel } from '../../../config/lib/lookups';
import { useInsights } from '../../api/insights';
import type { ReportSubject } from '../../api/keys';
import {
  categoryLabel,
  insightCta,
  insightRows,
  insightSections,
  platformName,
  type InsightRow,
  type InsightSection,
} from '../../lib/insights';

interface InsightsModalProps {
  subject: ReportSubject;
  opened: boolean;
  onClose: () => void;
  /** The company page the calls to action lead to (discovery, a new campaign, the content queue). */
  companyId: string;
}

function LoadingRows() {
  return (
    <Stack gap="sm" role="status" aria-label="Loading the insights">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={88} radius="md" />
      ))}
    </Stack>
  );
}

function Row({ row, platform, onCta }: { row: InsightRow; platform: string; onCta: (row: InsightRow) => void }) {
  return (
    <Paper withBorder radius="md" p="sm" component="li" data-testid="insight-row">
      <Stack gap={6}>
        <Group gap={6}>
          <Badge variant="light" tt="none" data-testid="insight-platform">
            {platform}
          </Badge>
          <Badge variant="outline" color="gray" tt="none" data-testid="insight-category">
            {categoryLabel(row.category)}
          </Badge>
        </Group>
        <Text size="sm" data-testid="insight-text">
          {row.text}
        </Text>
        <Text size="sm" c="dimmed" data-testid="insight-suggestion">
          <Text span fw={600} inherit>
            Action:{' '}
          </Text>
          {row.suggestion}
        </Text>
        {row.buttonText && (
          <Group>
            <Button size="xs" variant="light" onClick={() => onCta(row)}>
              {row.buttonText}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function Section({
  section,
  platformOf,
  onCta,
}: {
  section: InsightSection;
  platformOf: (platform: string) => string;
  onCta: (row: InsightRow) => void;
}) {
  const id = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={id} data-testid={`insights-${section.key}`}>
      <Title order={3} fz="md" id={id}>
        {section.title}
      </Title>
      {section.groups.map((group) => (
        <Stack key={group.category} gap={6}>
          {group.title && (
            <Title order={4} fz="sm" c="dimmed">
              {group.title}
            </Title>
          )}
          <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {group.rows.map((row, index) => (
              <Row key={index} row={row} platform={platformOf(row.platform)} onCta={onCta} />
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * The insights modal (spec sections 2, 3 and 8): POST /reporting/insights when it opens, shown as rows (platform,
 * category, text, suggestion and a button) in the sections strong performance indicators, areas for improvement,
 * creator performance and recommendations (content strategy, creator mix, timing, budget), with where the
 * benchmarks came from. A failed call shows the empty list, never an error.
 */
export function InsightsModal({ subject, opened, onClose, companyId }: InsightsModalProps) {
  const insights = useInsights(subject, opened);
  const config = useConfigBundle().data;
  const navigate = useNavigate();
  const phone = useMediaQuery('(max-width: 48em)');
  const platformOf = (platform: string) => platformName(platform, (value) => channelLabel(config, value));

  const onCta = (row: InsightRow) => {
    onClose();
    const action = insightCta(row.buttonText);
    if (action === 'discover-creators') void navigate(paths.company.creatorDiscovery(companyId));
    else if (action === 'create-campaign') void navigate(paths.company.createCampaign(companyId));
    else if (action === 'review-content') {
      const campaign = 'campaign_id' in subject ? subject.campaign_id : undefined;
      void navigate(`${paths.company.preApproval(companyId)}${queryString({ campaign })}`);
    }
  };

  const rows = insights.isSuccess ? insightRows(insights.data.data.insights) : [];
  const sections = insightSections(rows);
  let body;
  if (insights.isPending && opened) body = <LoadingRows />;
  else if (sections.length === 0)
    body = (
      <EmptyState
        icon={<IconBulb size={32} aria-hidden />}
        withIndicatorBackground
        title="No insights yet"
        description="Insights appear once the live posts have figures to compare with the benchmarks."
        data-testid="insights-empty"
      />
    );
  else
    body = (
      <Stack gap="lg">
        {sections.map((section) => (
          <Section key={section.key} section={section} platformOf={platformOf} onCta={onCta} />
        ))}
      </Stack>
    );

  return (
    <Modal opened={opened} onClose={onClose} title="Insights" size="lg" fullScreen={phone} data-testid="insights-modal">
      <Stack gap="md">
        {body}
        {insights.isSuccess && sections.length > 0 && (
          <Text size="xs" c="dimmed" data-testid="insights-source">
            Benchmarks: {insights.data.data.benchmark_source}
            {insights.data.data.rewritten ? ' · Worded by a language model from these figures' : ''}
          </Text>
        )}
      </Stack>
    </Modal>
  );
}
