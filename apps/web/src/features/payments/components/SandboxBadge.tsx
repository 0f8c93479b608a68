import { Badge } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';

/** Shown while money moves through the sandbox provider (M-Pesa not configured): nothing real is paid. */
export function SandboxBadge({ provider }: { provider: 'MPESA' | 'SANDBOX' | null | undefined }) {
  if (provider !== 'SANDBOX') return null;
  return (
    <Badge
      color="yellow"
      variant="light"
      tt="none"
      size="lg"
      leftSection={<IconFlask size={14} aria-hidden />}
      data-testid="sandbox-badge"
    >
      Sandbox: no real money moves
    </Badge>
  );
}
