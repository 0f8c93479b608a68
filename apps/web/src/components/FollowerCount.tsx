import { Text, Tooltip, VisuallyHidden, type TextProps } from '@mantine/core';
import { formatCompact, formatInteger } from '../lib/numbers';

interface FollowerCountProps extends Omit<TextProps, 'children'> {
  value: number;
  /** Words after the number ("followers"); none by default. */
  suffix?: string;
}

/** A follower count in compact form ("12.5K"); the exact figure in a tooltip and for screen readers. */
export function FollowerCount({ value, suffix, ...props }: FollowerCountProps) {
  const exact = `${formatInteger(value)}${suffix ? ` ${suffix}` : ''}`;
  const compact = `${formatCompact(value)}${suffix ? ` ${suffix}` : ''}`;
  return (
    <Tooltip label={exact} withArrow openDelay={300}>
      <Text component="span" {...props} data-testid="follower-count" data-value={value}>
        <span aria-hidden>{compact}</span>
        <VisuallyHidden>{exact}</VisuallyHidden>
      </Text>
    </Tooltip>
  );
}
