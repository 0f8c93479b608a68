import { Badge, type BadgeProps } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';

interface SandboxBadgeProps extends Pick<BadgeProps, 'color' | 'size'> {
  provider: 'MPESA' | 'SANDBOX' | null | undefined;
}

/**
 * Shown while money moves through the sandbox provider (M-Pesa not configured): nothing real is paid. Yellow and
 * large beside a merchant page's title; the creator portal's phone header asks for its own colour and size.
 */
export function SandboxBadge({ provider, color = 'yellow', size = 'lg' }: SandboxBadgeProps) {
  if (provider !== 'SANDBOX') return null;
  return (
    <Badge
      color={color}
      variant="light"
      tt="none"
      size={size}
      leftSection={<IconFlask size={14} aria-hidden />}
      data-testid="sandbox-badge"
    >
      Sandbox: no real money moves
    </Badge>
  );
}
