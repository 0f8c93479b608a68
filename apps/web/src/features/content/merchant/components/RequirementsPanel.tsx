import { Badge, Group, List, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ContentDetail } from '@app/shared/content';

type Requirements = ContentDetail['requirements'];

function Block({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

const tag = (text: string, sigil: '@' | '#') => `${sigil}${text.trim().replace(/^[@#]+/, '')}`;

/**
 * What the brief asks of the post, beside the draft: the handles and hashtags the caption must carry, the call to
 * action, the key selling points, the steps and any further instructions (the brief's do's and don'ts).
 */
export function RequirementsPanel({ requirements }: { requirements: Requirements }) {
  const { handles, hashtags, call_to_action, key_selling_points, content_creation_steps, extra_instructions } =
    requirements;
  const tags = [...handles.map((h) => tag(h, '@')), ...hashtags.map((h) => tag(h, '#'))];
  const empty =
    tags.length === 0 &&
    !call_to_action.trim() &&
    key_selling_points.length === 0 &&
    content_creation_steps.length === 0 &&
    !extra_instructions.trim();
  if (empty)
    return (
      <Text size="sm" c="dimmed">
        The brief sets no requirements for this post.
      </Text>
    );
  return (
    <Stack gap="md" data-testid="requirements">
      {tags.length > 0 && (
        <Block label="The caption must mention">
          <Group gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Handles and hashtags">
            {tags.map((text) => (
              <li key={text}>
                <Badge variant="outline" color="gray" tt="none">
                  {text}
                </Badge>
              </li>
            ))}
          </Group>
        </Block>
      )}
      {call_to_action.trim() && (
        <Block label="Call to action">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {call_to_action}
          </Text>
        </Block>
      )}
      {key_selling_points.length > 0 && (
        <Block label="Key selling points">
          <List size="sm" spacing={2}>
            {key_selling_points.map((point, index) => (
              <List.Item key={`${index}-${point}`}>{point}</List.Item>
            ))}
          </List>
        </Block>
      )}
      {content_creation_steps.length > 0 && (
        <Block label="How to make it">
          <List type="ordered" size="sm" spacing={2}>
            {content_creation_steps.map((step, index) => (
              <List.Item key={`${index}-${step}`}>{step}</List.Item>
            ))}
          </List>
        </Block>
      )}
      {extra_instructions.trim() && (
        <Block label="Further instructions">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {extra_instructions}
          </Text>
        </Block>
      )}
    </Stack>
  );
}
