import { List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { DISCLOSURE_TAGS, type CaptionCheck as Check } from '@app/shared/content';

function Mark({ present, text, missing }: { present: boolean; text: string; missing: string }) {
  return (
    <List.Item
      icon={
        <ThemeIcon color={present ? 'green' : 'red'} variant="light" size={20} radius="xl">
          {present ? <IconCheck size={12} aria-hidden /> : <IconX size={12} aria-hidden />}
        </ThemeIcon>
      }
      data-present={present}
    >
      <Text span size="sm">
        {text}
      </Text>{' '}
      <Text span size="xs" c={present ? 'dimmed' : 'red'}>
        {present ? 'present' : missing}
      </Text>
    </List.Item>
  );
}

/**
 * The caption check (never blocking): each of the brief's handles and hashtags present or missing, and whether the
 * caption discloses the paid partnership. Spoken as a list, each mark in words, not only by colour.
 */
export function CaptionCheckList({ check }: { check: Check }) {
  const marks = [...check.handles, ...check.hashtags];
  return (
    <Stack gap={6} data-testid="caption-check">
      <Text size="sm" fw={600} c={check.ok ? 'green' : 'orange'}>
        {check.ok
          ? 'The caption has everything the brief asks for.'
          : 'The caption misses something the brief asks for.'}
      </Text>
      <List spacing={4} size="sm" center aria-label="Caption check">
        {marks.map((mark) => (
          <Mark key={mark.text} present={mark.present} text={mark.text} missing="missing" />
        ))}
        <Mark
          present={check.disclosure}
          text="Paid partnership disclosed"
          missing={`missing: add ${DISCLOSURE_TAGS.slice(0, 2).join(' or ')}`}
        />
      </List>
    </Stack>
  );
}

/** A round's caption as written (line breaks kept), then its check. */
export function CaptionWithCheck({ caption, check }: { caption: string; check: Check }) {
  return (
    <Stack gap="sm">
      <div>
        <Text size="xs" c="dimmed">
          Caption
        </Text>
        {caption.trim() ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="caption">
            {caption}
          </Text>
        ) : (
          <Text size="sm" c="dimmed" fs="italic">
            No caption
          </Text>
        )}
      </div>
      <CaptionCheckList check={check} />
    </Stack>
  );
}
