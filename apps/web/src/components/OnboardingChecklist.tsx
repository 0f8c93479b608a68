import { Anchor, Group, List, Progress, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Checklist } from '@app/shared/companies';
import { checklistProgress, type ChecklistFlag } from '../lib/onboarding-checklist';
import { ErrorState } from './ErrorState';
import { Section } from './Section';

/** What the widget needs of the checklist query (GET /user/merchant/onboarding/checklist). */
export interface ChecklistQueryState {
  data: Checklist | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface OnboardingChecklistProps {
  /** The page's checklist query (the onboarding feature's useChecklist). */
  checklist: ChecklistQueryState;
  /** Where each open step is done, when there is a place for it. */
  links?: Partial<Record<ChecklistFlag, string>>;
  /** The company dashboard shows it only until everything is done. */
  hideWhenComplete?: boolean;
}

/** The seven onboarding flags (read off real data by the API) with a progress bar. */
export function OnboardingChecklist({ checklist, links = {}, hideWhenComplete = false }: OnboardingChecklistProps) {
  if (checklist.isPending) {
    return (
      <Section title="Getting started">
        <Stack gap="xs" aria-hidden>
          <Skeleton height={8} />
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={18} width={`${70 - i * 8}%`} />
          ))}
        </Stack>
      </Section>
    );
  }
  if (checklist.isError || !checklist.data) {
    return (
      <Section title="Getting started">
        <ErrorState
          title="We could not load your checklist"
          error={checklist.error}
          onRetry={() => void checklist.refetch()}
        />
      </Section>
    );
  }

  const progress = checklistProgress(checklist.data);
  if (hideWhenComplete && progress.complete) return null;

  return (
    <Section
      title="Getting started"
      description={`${progress.done} of ${progress.total} steps done`}
      data-testid="onboarding-checklist"
    >
      <Progress
        value={progress.percent}
        aria-label={`Onboarding progress: ${progress.done} of ${progress.total} steps done`}
        size="md"
      />
      <List spacing="sm" listStyleType="none" styles={{ itemWrapper: { alignItems: 'flex-start' } }}>
        {progress.items.map((item) => (
          <List.Item
            key={item.flag}
            data-testid={`checklist-${item.flag}`}
            data-done={item.done ? 'true' : 'false'}
            icon={
              <ThemeIcon
                size={22}
                radius="xl"
                color={item.done ? 'green' : 'gray'}
                variant={item.done ? 'filled' : 'light'}
                aria-hidden
              >
                {item.done ? <IconCheck size={14} /> : <IconCircleDashed size={14} />}
              </ThemeIcon>
            }
          >
            <Group gap={6} wrap="wrap">
              {!item.done && links[item.flag] ? (
                <Anchor component={Link} to={links[item.flag]!} size="sm" fw={500}>
                  {item.label}
                </Anchor>
              ) : (
                <Text
                  size="sm"
                  fw={500}
                  td={item.done ? 'line-through' : undefined}
                  c={item.done ? 'dimmed' : undefined}
                >
                  {item.label}
                </Text>
              )}
              <Text span size="xs" c={item.done ? 'green' : 'dimmed'}>
                {item.done ? '(done)' : '(to do)'}
              </Text>
            </Group>
            {!item.done && (
              <Text size="xs" c="dimmed">
                {item.hint}
              </Text>
            )}
          </List.Item>
        ))}
      </List>
    </Section>
  );
}
