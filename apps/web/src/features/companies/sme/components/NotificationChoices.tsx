import { Group, Stack, Switch, Text } from '@mantine/core';
import { Controller, type Control } from 'react-hook-form';
import { NOTIFICATION_TOPICS } from '@app/shared/notifications';
import type { SmeSettingsFormInput, SmeSettingsFormOutput } from '../lib/settings-form';

const CHANNELS = [
  { key: 'email', label: 'E-mail' },
  { key: 'in_app', label: 'In-app' },
] as const;

/** Per topic (shared NOTIFICATION_TOPICS), an e-mail and an in-app switch, each a thumb-sized target. */
export function NotificationChoices({
  control,
}: {
  control: Control<SmeSettingsFormInput, unknown, SmeSettingsFormOutput>;
}) {
  return (
    <Stack gap="md" data-testid="sme-notification-choices">
      {NOTIFICATION_TOPICS.map((topic) => (
        <Stack
          key={topic.id}
          component="fieldset"
          gap={6}
          m={0}
          p={0}
          style={{ border: 0, minWidth: 0 }}
          data-testid={`topic-${topic.id}`}
        >
          <Text component="legend" fw={600} size="sm" p={0}>
            {topic.label}
          </Text>
          <Text size="xs" c="dimmed">
            {topic.description}
          </Text>
          <Group gap="xl">
            {CHANNELS.map((channel) => (
              <Controller
                key={channel.key}
                control={control}
                name={`notification_preferences.${topic.id}.${channel.key}`}
                render={({ field }) => (
                  <Switch
                    size="md"
                    label={channel.label}
                    checked={field.value}
                    onChange={(event) => field.onChange(event.currentTarget.checked)}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    data-testid={`${topic.id}-${channel.key}`}
                  />
                )}
              />
            ))}
          </Group>
        </Stack>
      ))}
    </Stack>
  );
}
