import { Button, Group, Stack, Switch, Table, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { NOTIFICATION_TOPICS, type NotificationPreferences, type NotificationTopic } from '@app/shared/notifications';
import { toast, toastFailure } from '../../../components/toast';
import { useSaveNotificationPreferences } from '../api/save-notification-preferences';

type Channel = 'email' | 'in_app';
const CHANNELS: { key: Channel; label: string }[] = [
  { key: 'email', label: 'E-mail' },
  { key: 'in_app', label: 'In-app' },
];

/** A switch per topic and channel, saved together (PUT). */
export function NotificationPreferencesForm({ saved }: { saved: NotificationPreferences }) {
  const [prefs, setPrefs] = useState<NotificationPreferences>(saved);
  const save = useSaveNotificationPreferences();
  const dirty = JSON.stringify(prefs) !== JSON.stringify(saved);
  const toggle = (topic: NotificationTopic, channel: Channel, on: boolean) =>
    setPrefs((current) => ({ ...current, [topic]: { ...current[topic], [channel]: on } }));

  return (
    <Stack gap="md">
      <Table.ScrollContainer minWidth={300}>
        <Table verticalSpacing="sm" horizontalSpacing="xs" aria-label="Notification preferences">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">
                <VisuallyHidden>Topic</VisuallyHidden>
              </Table.Th>
              {CHANNELS.map((channel) => (
                <Table.Th key={channel.key} scope="col" ta="center" w={72}>
                  {channel.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {NOTIFICATION_TOPICS.map((topic) => (
              <Table.Tr key={topic.id} data-testid={`topic-${topic.id}`}>
                <Table.Th scope="row" fw={400}>
                  <Text size="sm" fw={600}>
                    {topic.label}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {topic.description}
                  </Text>
                </Table.Th>
                {CHANNELS.map((channel) => (
                  <Table.Td key={channel.key}>
                    <Group justify="center">
                      <Switch
                        checked={prefs[topic.id][channel.key]}
                        onChange={(event) => toggle(topic.id, channel.key, event.currentTarget.checked)}
                        aria-label={`${topic.label}: ${channel.label}`}
                      />
                    </Group>
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="flex-end">
        <Button variant="default" disabled={!dirty} onClick={() => setPrefs(saved)}>
          Discard changes
        </Button>
        <Button
          loading={save.isPending}
          disabled={!dirty}
          onClick={() =>
            save.mutate(prefs, {
              onSuccess: () => toast({ type: 'success', message: 'Your notification preferences were saved.' }),
              onError: toastFailure,
            })
          }
        >
          Save preferences
        </Button>
      </Group>
    </Stack>
  );
}
