import { Avatar, Badge, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { ButtonStyle } from '../lib/build-theme';
import { radiiFor } from '../lib/build-theme';

interface ThemePreviewProps {
  name: string;
  logo: string | null;
  primary: string[];
  secondary: string[];
  gray: string[];
  buttonStyle: ButtonStyle;
}

/**
 * What the app will look like: drawn with the unsaved colours themselves, since the real theme
 * changes only on save. Decorative controls are not focusable.
 */
export function ThemePreview({ name, logo, primary, secondary, gray, buttonStyle }: ThemePreviewProps) {
  const radii = radiiFor(buttonStyle);
  return (
    <Paper
      withBorder
      radius={radii.defaultRadius}
      p={0}
      style={{ overflow: 'hidden', borderColor: gray[3] }}
      data-testid="theme-preview"
    >
      <Group
        justify="space-between"
        px="md"
        py="sm"
        style={{ backgroundColor: gray[0], borderBottom: `1px solid ${gray[2]}` }}
        wrap="nowrap"
      >
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <Avatar src={logo} name={name} color="initials" radius={radii.defaultRadius} size={32} alt="" />
          <Text fw={700} truncate>
            {name}
          </Text>
        </Group>
        <Box w={28} h={28} style={{ borderRadius: 999, backgroundColor: primary[1] }} aria-hidden />
      </Group>
      <Stack gap="sm" p="md">
        <Text fw={600}>Summer launch campaign</Text>
        <Text size="sm" style={{ color: gray[7] }}>
          12 creators · 48 posts · ends 30 Jun
        </Text>
        <Group gap={6}>
          <Badge color={primary[6]} variant="light" radius={radii.defaultRadius}>
            Ongoing
          </Badge>
          <Badge color={secondary[6]} variant="filled" radius={radii.defaultRadius}>
            Secondary
          </Badge>
        </Group>
        <Group gap="xs">
          <Button component="span" color={primary[6]} radius={radii.button} tabIndex={-1} aria-hidden>
            Primary
          </Button>
          <Button component="span" variant="light" color={primary[6]} radius={radii.button} tabIndex={-1} aria-hidden>
            Light
          </Button>
          <Button component="span" color={secondary[6]} radius={radii.button} tabIndex={-1} aria-hidden>
            Secondary
          </Button>
        </Group>
        <Box h={8} style={{ borderRadius: 999, backgroundColor: gray[2], overflow: 'hidden' }} aria-hidden>
          <Box h="100%" w="62%" style={{ backgroundColor: primary[6] }} />
        </Box>
      </Stack>
    </Paper>
  );
}
