import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { LOADER_DEFAULT_MS } from '../lib/constants';

interface PageLoaderProps {
  /** What is loading, read by screen readers. */
  label?: string;
  /** After this many ms a "taking longer" hint appears (spec default 2000 ms). */
  duration?: number;
  minHeight?: number | string;
}

/** A centred loader for guards and pages while their data loads. */
export function PageLoader({ label = 'Loading', duration = LOADER_DEFAULT_MS, minHeight = '50vh' }: PageLoaderProps) {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setSlow(true), duration);
    return () => window.clearTimeout(timer);
  }, [duration]);

  return (
    <Center mih={minHeight} role="status" aria-live="polite" aria-label={label} data-testid="page-loader">
      <Stack align="center" gap="xs">
        <Loader aria-hidden />
        <Text size="sm" c="dimmed">
          {slow ? 'Still loading, this is taking longer than usual…' : `${label}…`}
        </Text>
      </Stack>
    </Center>
  );
}
