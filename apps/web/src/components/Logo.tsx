import { Group, Image, Text, ThemeIcon } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { APP_NAME } from '../lib/constants';

interface LogoProps {
  /** A partner or company logo URL; the CreatorHub mark otherwise. */
  src?: string | null;
  name?: string;
}

export function Logo({ src, name = APP_NAME }: LogoProps) {
  if (src) return <Image src={src} alt={name} h={32} w="auto" fit="contain" />;
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={32} radius="md" variant="filled" aria-hidden>
        <IconSparkles size={20} />
      </ThemeIcon>
      <Text fw={800} fz="lg" c="var(--mantine-color-text)">
        {name}
      </Text>
    </Group>
  );
}
