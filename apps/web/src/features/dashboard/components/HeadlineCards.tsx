import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconCash,
  IconChecklist,
  IconHeartHandshake,
  IconLock,
  IconSpeakerphone,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CompanyDashboard, DashboardComparison, DashboardMoney } from '@app/shared/dashboard';
import { formatMoney } from '../../../lib/money';
import { formatCompact, formatInteger, formatPercent } from '../../../lib/numbers';
import { paths } from '../../../lib/paths';
import { changeTone, formatChange, monthName } from '../lib/change';
import classes from './HeadlineCard.module.css';

interface HeadlineCardProps {
  id: string;
  label: string;
  to: string;
  icon: Icon;
  value: ReactNode;
  /** The exact figure when the value is compact ("12,480" under "12.5K"). */
  exact?: string;
  children?: ReactNode;
}

/** One figure with its label; the label links to the page the figure comes from, and the whole card follows it. */
function HeadlineCard({ id, label, to, icon: CardIcon, value, exact, children }: HeadlineCardProps) {
  return (
    <Paper withBorder radius="md" p="md" className={classes.card} data-testid={`dashboard-card-${id}`}>
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
          <Text size="sm" fw={600} component={Link} to={to} className={classes.link}>
            {label}
          </Text>
          <ThemeIcon variant="light" size={30} aria-hidden>
            <CardIcon size={18} />
          </ThemeIcon>
        </Group>
        <Text fz={28} fw={700} lh={1.1} component="div" data-testid="card-value" title={exact}>
          {value}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}

// Shade 9 of teal and red (and 8 of blue): 4.5:1 or more on white for small text.
const TONE_COLOR = { up: 'teal.9', down: 'red.9', flat: 'dimmed', new: 'blue.8' } as const;

/** "+12.5% vs 11.1K in the same days of October" (green up, red down), or "New" when they had nothing. */
function Change({
  comparison,
  previousMonth,
  format,
}: {
  comparison: DashboardComparison;
  previousMonth: string;
  format: (value: number) => string;
}) {
  const month = monthName(previousMonth);
  const tone = changeTone(comparison.change_percent);
  return (
    <Text size="sm" c="dimmed">
      <Text span fw={600} c={TONE_COLOR[tone]} data-testid="card-change">
        {formatChange(comparison.change_percent)}
      </Text>{' '}
      {tone === 'new'
        ? `(nothing in the same days of ${month})`
        : `vs ${format(comparison.previous)} in the same days of ${month}`}
    </Text>
  );
}

/** An amount per currency, one line each; "–" when there is none yet. */
function Amounts({ money, pick }: { money: DashboardMoney[]; pick: (m: DashboardMoney) => number }) {
  if (!money.length) return <>–</>;
  return (
    <Stack gap={2}>
      {money.map((m) => (
        <div key={m.currency} data-testid={`amount-${m.currency}`}>
          {formatMoney(pick(m), m.currency)}
        </div>
      ))}
    </Stack>
  );
}

interface HeadlineCardsProps {
  companyId: string;
  dashboard: CompanyDashboard;
}

/**
 * The morning's figures: campaigns running, content waiting for approval, this month's reach and engagement rate
 * against last month, and (for those who may see payments) the money in escrow and paid this month.
 */
export function HeadlineCards({ companyId, dashboard }: HeadlineCardsProps) {
  const month = monthName(dashboard.month);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" data-testid="dashboard-cards">
      <HeadlineCard
        id="active-campaigns"
        label="Active campaigns"
        to={paths.company.campaigns(companyId, { tab: 'ongoing' })}
        icon={IconSpeakerphone}
        value={formatInteger(dashboard.active_campaigns)}
      >
        <Text size="sm" c="dimmed">
          Running now
        </Text>
      </HeadlineCard>
      <HeadlineCard
        id="content-waiting"
        label="Waiting for approval"
        to={paths.company.preApproval(companyId)}
        icon={IconChecklist}
        value={formatInteger(dashboard.content_waiting)}
      >
        <Text size="sm" c="dimmed">
          {dashboard.content_waiting === 1 ? 'Post to review' : 'Posts to review'}
        </Text>
      </HeadlineCard>
      <HeadlineCard
        id="reach"
        label={`Reach in ${month}`}
        to={paths.company.reports(companyId)}
        icon={IconUsers}
        value={formatCompact(dashboard.reach.current)}
        exact={formatInteger(dashboard.reach.current)}
      >
        <Change comparison={dashboard.reach} previousMonth={dashboard.previous_month} format={formatCompact} />
      </HeadlineCard>
      <HeadlineCard
        id="engagement-rate"
        label={`Engagement rate in ${month}`}
        to={paths.company.reports(companyId)}
        icon={IconHeartHandshake}
        value={formatPercent(dashboard.engagement_rate.current)}
      >
        <Change
          comparison={dashboard.engagement_rate}
          previousMonth={dashboard.previous_month}
          format={(v) => formatPercent(v)}
        />
      </HeadlineCard>
      {dashboard.money && (
        <>
          <HeadlineCard
            id="escrow"
            label="Money in escrow"
            to={paths.company.payments(companyId)}
            icon={IconLock}
            value={<Amounts money={dashboard.money} pick={(m) => m.escrow_minor} />}
          >
            <Text size="sm" c="dimmed">
              Funded, not yet paid out
            </Text>
          </HeadlineCard>
          <HeadlineCard
            id="paid"
            label={`Paid in ${month}`}
            to={paths.company.payments(companyId)}
            icon={IconCash}
            value={<Amounts money={dashboard.money} pick={(m) => m.paid_this_month_minor} />}
          >
            <Text size="sm" c="dimmed">
              Payouts to creators
            </Text>
          </HeadlineCard>
        </>
      )}
    </SimpleGrid>
  );
}

/** The cards' places while the figures load. */
export function HeadlineCardsSkeleton({ cards = 4 }: { cards?: number }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" aria-hidden data-testid="dashboard-cards-loading">
      {Array.from({ length: cards }, (_, i) => (
        <Paper key={i} withBorder radius="md" p="md">
          <Stack gap="xs">
            <Skeleton height={14} width="55%" />
            <Skeleton height={28} width="40%" />
            <Skeleton height={12} width="70%" />
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
