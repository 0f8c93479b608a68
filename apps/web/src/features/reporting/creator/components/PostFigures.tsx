import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChartBar } from '@tabler/icons-react';
import { useId } from 'react';
import { useCreatorPostReadings } from '../../api/creator-post-readings';
import { PostReadings } from './PostReadings';
import { ReportFiguresForm } from './ReportFiguresForm';

interface PostFiguresProps {
  /** The verified post's content item. */
  contentId: string;
  postIndex: number;
}

/**
 * A verified post's figures on the creator's work page: "Report figures" opens the form (figures and a screenshot
 * for the brand to accept), and every reading so far is listed with its state.
 */
export function PostFigures({ contentId, postIndex }: PostFiguresProps) {
  const [open, form] = useDisclosure(false);
  const readings = useCreatorPostReadings(contentId);
  const titleId = useId();
  const formId = useId();
  const waiting = readings.data?.some((reading) => reading.review_status === 'PENDING') ?? false;
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId} data-testid="post-figures">
      <Group justify="space-between" gap="xs">
        <Title order={3} fz="sm" id={titleId}>
          Figures
        </Title>
        <Button
          size="xs"
          variant={open ? 'default' : 'light'}
          leftSection={<IconChartBar size={14} aria-hidden />}
          onClick={form.toggle}
          aria-expanded={open}
          aria-controls={open ? formId : undefined}
        >
          Report figures
        </Button>
      </Group>
      {!open && waiting && (
        <Text size="xs" c="dimmed">
          Your latest report waits for the brand; you can send a newer one any time.
        </Text>
      )}
      {open && (
        <div id={formId}>
          <ReportFiguresForm contentId={contentId} postIndex={postIndex} onSent={form.close} onCancel={form.close} />
        </div>
      )}
      <PostReadings readings={readings} />
    </Stack>
  );
}
