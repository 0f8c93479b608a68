import { List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconPoint } from '@tabler/icons-react';
import { passwordRuleResults } from '@app/shared/validation';

/** The shared password rules (PASSWORD_RULES), each ticking as soon as the typed password meets it. */
export function PasswordRuleList({ password, id }: { password: string; id: string }) {
  return (
    <List id={id} spacing={4} size="sm" center data-testid="password-rules">
      {passwordRuleResults(password ?? '').map((rule) => (
        <List.Item
          key={rule.id}
          data-passed={rule.passed ? 'true' : 'false'}
          icon={
            <ThemeIcon
              size={18}
              radius="xl"
              color={rule.passed ? 'teal' : 'gray'}
              variant={rule.passed ? 'filled' : 'light'}
              aria-hidden
            >
              {rule.passed ? <IconCheck size={12} /> : <IconPoint size={12} />}
            </ThemeIcon>
          }
        >
          <Text size="sm" c={rule.passed ? 'teal.8' : 'dimmed'} span>
            {rule.label}
          </Text>
          <VisuallyHidden>{rule.passed ? ' (met)' : ' (not met yet)'}</VisuallyHidden>
        </List.Item>
      ))}
    </List>
  );
}
