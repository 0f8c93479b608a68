import { Badge } from '@mantine/core';
import type { CampaignStatus } from '@app/shared/campaign-status';
import { STATUS_COLORS, statusLabel } from '../lib/status';

/** A campaign's merchant-facing status (campaign_status_for_merchant) with the shared label. */
export function CampaignStatusBadge({ status, size = 'sm' }: { status: CampaignStatus; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <Badge
      color={STATUS_COLORS[status]}
      variant="light"
      size={size}
      tt="none"
      data-status={status}
      data-testid="campaign-status"
      style={{ flexShrink: 0 }}
    >
      {statusLabel(status)}
    </Badge>
  );
}
