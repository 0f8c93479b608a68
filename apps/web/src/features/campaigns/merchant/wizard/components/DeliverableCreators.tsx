import { Button, Checkbox, Group, Input, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { formatInteger } from '../../../../../lib/numbers';

/** At most this many creators are listed at once; typing narrows the list. */
export const CREATOR_LIST_LIMIT = 50;

interface DeliverableCreatorsProps {
  /** The selected creators who are on the deliverable's platform, with their names. */
  options: readonly { id: number; name: string }[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  /** "on Instagram". */
  where: string;
  error?: string;
  id: string;
}

/**
 * Which of the selected creators a deliverable is for: all or none at once, or one by one in a
 * list narrowed by name (a selection can hold 2,000 creators: the list shows 50 at a time).
 */
export function DeliverableCreators({ options, value, onChange, where, error, id }: DeliverableCreatorsProps) {
  const [text, setText] = useState('');
  const chosen = useMemo(() => new Set(value), [value]);
  const query = text.trim().toLowerCase();
  const matching = query ? options.filter((o) => o.name.toLowerCase().includes(query)) : options;
  const shown = matching.slice(0, CREATOR_LIST_LIMIT);
  const labelId = `${id}-label`;

  return (
    <Input.Wrapper label="Creators" required error={error} id={id} labelProps={{ id: labelId }}>
      <Stack gap={6} mt={4}>
        <Group justify="space-between" gap="xs">
          <Text size="sm" aria-live="polite" data-testid="deliverable-creator-count">
            {formatInteger(value.length)} of {formatInteger(options.length)} selected creators {where}
          </Text>
          <Group gap={4}>
            <Button
              variant="subtle"
              size="compact-xs"
              onClick={() => onChange(options.map((o) => o.id))}
              disabled={options.length === 0 || value.length === options.length}
            >
              All of them
            </Button>
            <Button
              variant="subtle"
              size="compact-xs"
              color="gray"
              onClick={() => onChange([])}
              disabled={value.length === 0}
            >
              None
            </Button>
          </Group>
        </Group>
        {options.length > 8 && (
          <TextInput
            aria-label="Find a creator by name"
            placeholder="Find a creator by name"
            leftSection={<IconSearch size={14} aria-hidden />}
            size="xs"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
          />
        )}
        {options.length > 0 && (
          <ScrollArea.Autosize mah={220} type="auto" offsetScrollbars>
            <Stack gap={6} role="group" aria-labelledby={labelId} py={2}>
              {shown.map((o) => (
                <Checkbox
                  key={o.id}
                  label={o.name}
                  checked={chosen.has(o.id)}
                  onChange={(event) =>
                    onChange(event.currentTarget.checked ? [...value, o.id] : value.filter((x) => x !== o.id))
                  }
                />
              ))}
              {matching.length === 0 && (
                <Text size="sm" c="dimmed">
                  No selected creator matches.
                </Text>
              )}
            </Stack>
          </ScrollArea.Autosize>
        )}
        {matching.length > shown.length && (
          <Text size="xs" c="dimmed">
            Showing {shown.length} of {formatInteger(matching.length)}; type a name to find the others.
          </Text>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
