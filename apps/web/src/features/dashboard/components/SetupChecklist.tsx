import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { OnboardingChecklist, type ChecklistQueryState } from '../../../components/OnboardingChecklist';
import { checklistProgress, type ChecklistFlag } from '../../../lib/onboarding-checklist';

/** The onboarding checklist until every step is done; then it folds away into one "Setup complete" line. */
export function SetupChecklist({
  checklist,
  links,
}: {
  checklist: ChecklistQueryState;
  links?: Partial<Record<ChecklistFlag, string>>;
}) {
  if (checklist.data && checklistProgress(checklist.data).complete) {
    return (
      <Group gap={6} data-testid="setup-complete">
        <ThemeIcon size={20} radius="xl" color="green" aria-hidden>
          <IconCheck size={12} />
        </ThemeIcon>
        <Text size="sm" c="dimmed">
          Setup complete
        </Text>
      </Group>
    );
  }
  return <OnboardingChecklist checklist={checklist} links={links} hideWhenComplete />;
}
