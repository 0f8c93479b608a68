import { Button, CopyButton, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCopy, IconWorld } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../../lib/paths';

/** The public page's address, absolute (what people paste into a message). */
export function publicCampaignUrl(campaignId: string, origin: string = window.location.origin): string {
  return `${origin}${paths.publicCampaign(campaignId)}`;
}

/** Open the public page, or copy its link (the page needs no login and shows nothing private). */
export function PublicLinkActions({ campaignId }: { campaignId: string }) {
  return (
    <>
      <Button
        component={Link}
        to={paths.publicCampaign(campaignId)}
        variant="default"
        size="xs"
        leftSection={<IconWorld size={14} aria-hidden />}
      >
        Open public page
      </Button>
      <CopyButton value={publicCampaignUrl(campaignId)}>
        {({ copied, copy }) => (
          <>
            <Button
              variant="default"
              size="xs"
              onClick={copy}
              leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
              data-copied={copied || undefined}
            >
              Copy public link
            </Button>
            <VisuallyHidden role="status">{copied ? 'Public link copied' : ''}</VisuallyHidden>
          </>
        )}
      </CopyButton>
    </>
  );
}
