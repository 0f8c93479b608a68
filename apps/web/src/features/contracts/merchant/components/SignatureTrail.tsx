import { Code, Stack, Text, Timeline } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed, IconCircleX, IconBan } from '@tabler/icons-react';
import type { Contract, ContractEvent } from '@app/shared/contracts';
import { formatDate } from '../../../../lib/dates';

const EVENT_LABELS: Record<ContractEvent, string> = {
  CREATED: 'Created',
  SIGNED: 'Signed',
  DECLINED: 'Declined',
  VOIDED: 'Voided',
};
const EVENT_ICONS: Record<ContractEvent, typeof IconCircleCheck> = {
  CREATED: IconCircleDashed,
  SIGNED: IconCircleCheck,
  DECLINED: IconCircleX,
  VOIDED: IconBan,
};
const EVENT_COLORS: Record<ContractEvent, string> = {
  CREATED: 'blue',
  SIGNED: 'green',
  DECLINED: 'red',
  VOIDED: 'gray',
};

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} mb={4} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </>
  );
}

/**
 * The contract's audit trail, oldest first: who did what, when, from which IP and user agent, on which text (its hash).
 */
export function SignatureTrail({ events }: { events: Contract['events'] }) {
  if (!events.length)
    return (
      <Text size="sm" c="dimmed">
        Nothing recorded yet.
      </Text>
    );
  return (
    <Timeline bulletSize={24} lineWidth={2} active={events.length - 1} data-testid="signature-trail">
      {events.map((event, index) => {
        const Icon = EVENT_ICONS[event.event];
        return (
          <Timeline.Item
            key={`${event.event}-${event.at}-${index}`}
            bullet={<Icon size={14} aria-hidden />}
            color={EVENT_COLORS[event.event]}
            title={`${EVENT_LABELS[event.event]} by ${event.actor_name}`}
          >
            <Stack component="dl" gap={0} m={0} mt={4}>
              <Detail label="When">{formatDate(event.at, 'dayFirstTime')}</Detail>
              <Detail label="IP address">{event.ip ?? '—'}</Detail>
              <Detail label="User agent">{event.user_agent ?? '—'}</Detail>
              <Detail label="Text hash">
                <Code style={{ wordBreak: 'break-all' }}>{event.text_hash}</Code>
              </Detail>
              {event.reason && <Detail label="Reason">{event.reason}</Detail>}
            </Stack>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
