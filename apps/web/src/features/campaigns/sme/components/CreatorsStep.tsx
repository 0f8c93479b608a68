import { Alert, Avatar, Button, Group, Modal, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconArrowsExchange } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import type { SmeCreator, SmePreview } from '@app/shared/sme';
import { ChannelIcon } from '../../../../components/ChannelIcon';
import { ErrorState } from '../../../../components/ErrorState';
import { FollowerCount } from '../../../../components/FollowerCount';
import { describeError } from '../../../../lib/api-client';
import { formatMoney } from '../../../../lib/money';
import { formatPercent, plural } from '../../../../lib/numbers';
import { FundingLines } from '../../../payments/components/FundingLines';
import { smeChannelLabel, smeLevelLabel } from '../lib/format';

/** A creator in one card: avatar, name, channel, level, followers and engagement; an action at the end. */
function CreatorCard({ creator, action }: { creator: SmeCreator; action?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid="sme-creator" data-creator-id={creator.influencer_id}>
      <Group wrap="nowrap" gap="sm" align="center">
        <Avatar src={creator.avatar} name={creator.name} color="initials" radius="xl" size={48} alt="" />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="sme-creator-name">
            {creator.name}
          </Text>
          <Group gap={6} wrap="wrap">
            <ChannelIcon channel={creator.channel} />
            <Text size="sm">{smeChannelLabel(creator.channel)}</Text>
            <Text size="sm" c="dimmed">
              · {smeLevelLabel(creator.level)}
            </Text>
          </Group>
          <Text size="sm" c="dimmed">
            <FollowerCount value={creator.followers} suffix="followers" inherit /> ·{' '}
            {formatPercent(creator.engagement_rate, 1)} engagement
          </Text>
        </Stack>
        {action}
      </Group>
    </Paper>
  );
}

export interface CreatorsStepProps {
  /** The last preview answered (kept on screen while another is asked). */
  preview: SmePreview | null;
  /** A preview is on its way. */
  loading: boolean;
  /** The last preview's failure (a first one replaces the list, a swap's shows above it), or the creation's refusal of
   * the creators kept. */
  error: unknown;
  /** Asks for a fresh choice of creators. */
  onRetry: () => void;
  /** Replace creator `outId` by alternative `inId` (the server checks the new set again). */
  onSwap: (outId: number, inId: number) => void;
}

/**
 * Step 3: the creators the platform chose for the package (automatic selection), each with Swap opening the other
 * matches; choosing one asks the preview again with the new set. Below them the priced lines from the API: the
 * creators' work, the 30% platform fee, 15% VAT and the total, never above the package price.
 */
export function CreatorsStep({ preview, loading, error, onRetry, onSwap }: CreatorsStepProps) {
  const [swapping, setSwapping] = useState<SmeCreator | null>(null);
  const phone = useMediaQuery('(max-width: 36em)');

  if (!preview) {
    if (error) return <ErrorState title="We could not choose your creators" error={error} onRetry={onRetry} />;
    return (
      <Stack gap="sm" role="status" aria-label="Choosing your creators" data-testid="sme-creators-loading">
        <Text size="sm">Choosing creators who match your campaign…</Text>
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} height={76} radius="md" />
        ))}
      </Stack>
    );
  }

  const { creators, alternatives, cost, package: tier } = preview;
  const chosen = new Set(creators.map((c) => c.influencer_id));
  const options = alternatives.filter((a) => !chosen.has(a.influencer_id));
  const short = creators.length < tier.creators;

  return (
    <Stack gap="md" aria-busy={loading || undefined}>
      <Text size="sm">
        Your <b>{tier.name}</b> package: {plural(tier.creators, 'creator')} making {plural(tier.videos, 'video')}. We
        chose creators who match your channels; swap any of them for another match.
      </Text>
      {error ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle aria-hidden />}
          role="alert"
          title="These creators cannot be kept"
          data-testid="sme-creators-error"
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{describeError(error)}</Text>
            <Button size="sm" variant="white" color="red" onClick={onRetry} disabled={loading}>
              Choose creators again
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {short && (
        <Alert color="yellow" variant="light" icon={<IconAlertCircle aria-hidden />} data-testid="sme-creators-short">
          Only {plural(creators.length, 'creator')} match this campaign for the {tier.name} package. Go back to add a
          channel, or choose another package.
        </Alert>
      )}
      <Stack
        gap="sm"
        component="ul"
        aria-label="Chosen creators"
        style={{ listStyle: 'none', padding: 0, margin: 0, opacity: loading ? 0.6 : 1 }}
      >
        {creators.map((creator) => (
          <li key={creator.influencer_id}>
            <CreatorCard
              creator={creator}
              action={
                <Button
                  variant="light"
                  size="sm"
                  leftSection={<IconArrowsExchange size={16} aria-hidden />}
                  onClick={() => setSwapping(creator)}
                  disabled={loading || options.length === 0}
                  aria-label={`Swap ${creator.name}`}
                  style={{ flexShrink: 0 }}
                >
                  Swap
                </Button>
              }
            />
          </li>
        ))}
      </Stack>
      <Paper withBorder radius="md" p="md">
        <FundingLines
          lines={[
            { kind: 'WORK', amount_minor: cost.deliverables_total_minor },
            { kind: 'PLATFORM_FEE', amount_minor: cost.platform_fee_minor },
            { kind: 'VAT', amount_minor: cost.vat_minor },
          ]}
          totalMinor={cost.total_minor}
          currency={cost.currency}
          caption="What you pay for these creators"
        />
        <Text size="sm" c="dimmed" mt="xs" data-testid="sme-package-price">
          Within the {tier.name} package price of {formatMoney(tier.price_minor, tier.currency, 0)}.
        </Text>
      </Paper>
      <Modal
        opened={swapping !== null}
        onClose={() => setSwapping(null)}
        title={swapping ? `Swap ${swapping.name}` : 'Swap'}
        fullScreen={phone}
        data-testid="sme-swap-modal"
      >
        <Stack gap="sm">
          <Text size="sm">Choose another creator who matches your campaign.</Text>
          <Stack
            gap="sm"
            component="ul"
            aria-label="Other creators"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {options.map((option) => (
              <li key={option.influencer_id}>
                <CreatorCard
                  creator={option}
                  action={
                    <Button
                      size="sm"
                      onClick={() => {
                        if (swapping) onSwap(swapping.influencer_id, option.influencer_id);
                        setSwapping(null);
                      }}
                      aria-label={`Choose ${option.name}`}
                      style={{ flexShrink: 0 }}
                    >
                      Choose
                    </Button>
                  }
                />
              </li>
            ))}
          </Stack>
        </Stack>
      </Modal>
    </Stack>
  );
}
