import { Box, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';

const STEPS = ['Your details', 'Verify e-mail', 'Your business'] as const;

/** Where the SME owner is in the sign-up sequence (initiate, e-mail code, business name). Not interactive. */
export function SmeSignupSteps({ active }: { active: 0 | 1 | 2 }) {
  return (
    // The list items sit directly in the <ol> (a grid of three), as list semantics require.
    <Box
      component="ol"
      aria-label="Sign-up steps"
      mb="lg"
      p={0}
      mt={0}
      style={{
        listStyle: 'none',
        display: 'grid',
        gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
        gap: 'var(--mantine-spacing-xs)',
      }}
    >
      {STEPS.map((label, index) => {
        const done = index < active;
        const current = index === active;
        return (
          <Stack
            key={label}
            component="li"
            gap={4}
            align="center"
            ta="center"
            aria-current={current ? 'step' : undefined}
          >
            <ThemeIcon
              size={26}
              radius="xl"
              variant={done || current ? 'filled' : 'light'}
              color={done ? 'teal' : current ? undefined : 'gray'}
              aria-hidden
            >
              {done ? (
                <IconCheck size={14} />
              ) : (
                <Text fz="xs" fw={700} span>
                  {index + 1}
                </Text>
              )}
            </ThemeIcon>
            <Text size="xs" fw={current ? 700 : 500} c={current ? undefined : 'dimmed'} lh={1.3}>
              {label}
              {done && <VisuallyHidden> (done)</VisuallyHidden>}
            </Text>
          </Stack>
        );
      })}
    </Box>
  );
}
