import { Badge } from '@mantine/core';
import { isCampaignStatus, STATUS_COLORS } from '../../lib/status';
import { smeStatusLabel } from '../lib/format';

/** A campaign's status as the SME screens say it: campaign_status_for_merchant lowercased then capitalised. */
export function SmeStatusPill({ status }: { status: string }) {
  return (
    <Badge
      color={isCampaignStatus(status) ? STATUS_COLORS[status] : 'gray'}
      variant="light"
      size="lg"
      radius="xl"
      tt="none"
      data-status={status}
      data-testid="sme-campaign-status"
      style={{ flexShrink: 0 }}
    >
      {smeStatusLabel(status)}
    </Badge>
  );
}
