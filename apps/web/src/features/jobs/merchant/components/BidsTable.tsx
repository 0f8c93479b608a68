import { Anchor, Avatar, Group, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import type { JobBid } from '@app/shared/jobs';
import { FollowerCount } from '../../../../components/FollowerCount';
import { formatDate } from '../../../../lib/dates';
import { paths } from '../../../../lib/paths';
import { formatMoney } from '../../../../lib/money';
import {
  BID_SORT_LABELS,
  brandsTurn,
  lastMoveDate,
  nextSort,
  sortBids,
  turnLabel,
  type BidSort,
  type BidSortField,
} from '../../lib/status';
import { BidStatusBadge } from '../../components/BidStatusBadge';

interface BidsTableProps {
  companyId: string;
  jobId: string;
  bids: readonly JobBid[];
  sort: BidSort;
  onSort: (sort: BidSort) => void;
  /** The job's country zone for the dates. */
  zone?: string;
}

/** A column header that sorts the table (its state read out through aria-sort). */
function SortHeader({
  field,
  sort,
  onSort,
  children,
}: {
  field: BidSortField;
  sort: BidSort;
  onSort: (sort: BidSort) => void;
  children: string;
}) {
  const active = sort.by === field;
  const Icon = !active ? IconArrowsSort : sort.direction === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th scope="col" aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(nextSort(sort, field))} fw={700} fz="sm" data-testid={`sort-${field}`}>
        <Group gap={4} wrap="nowrap" component="span">
          {children}
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/**
 * A job's bids: creator, reach, both sides' current offers, status and whose turn, last move;
 * sortable by the creator's offer, reach and date. Each row opens the bid (its creator's name is
 * the link, so the keyboard reaches it). Scrolls sideways on a phone.
 */
export function BidsTable({ companyId, jobId, bids, sort, onSort, zone }: BidsTableProps) {
  const navigate = useNavigate();
  const rows = sortBids(bids, sort);
  return (
    <Table.ScrollContainer minWidth={820} type="native" style={{ position: 'relative' }}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="bids-table">
        <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>
          <Text span size="sm" c="dimmed">
            Sorted by {BID_SORT_LABELS[sort.by].toLowerCase()},{' '}
            {sort.by === 'date'
              ? sort.direction === 'desc'
                ? 'newest first'
                : 'oldest first'
              : sort.direction === 'desc'
                ? 'highest first'
                : 'lowest first'}
            .
          </Text>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Creator</Table.Th>
            <SortHeader field="reach" sort={sort} onSort={onSort}>
              Reach
            </SortHeader>
            <SortHeader field="amount" sort={sort} onSort={onSort}>
              {"Creator's offer"}
            </SortHeader>
            <Table.Th scope="col">Your offer</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <SortHeader field="date" sort={sort} onSort={onSort}>
              Last move
            </SortHeader>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((bid) => {
            const to = paths.company.bid(companyId, jobId, bid.bid_id);
            return (
              <Table.Tr
                key={bid.bid_id}
                data-testid="bid-row"
                data-bid-id={bid.bid_id}
                onClick={() => void navigate(to)}
                style={{ cursor: 'pointer' }}
              >
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <Avatar
                      src={bid.influencer.avatar}
                      name={bid.influencer.name}
                      alt=""
                      color="initials"
                      radius="xl"
                      size={34}
                    />
                    <Anchor component={Link} to={to} fw={600} size="sm" onClick={(event) => event.stopPropagation()}>
                      {bid.influencer.name}
                    </Anchor>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <FollowerCount value={bid.influencer.followers} size="sm" />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }} data-testid="bid-creator-offer">
                    {formatMoney(bid.current_influencer_offer_total_minor, bid.currency)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }} data-testid="bid-brand-offer">
                    {formatMoney(bid.current_brand_offer_total_minor, bid.currency)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Stack gap={2} align="flex-start">
                    <BidStatusBadge status={bid.status} />
                    {bid.status === 'ONGOING' && (
                      <Text size="xs" c={brandsTurn(bid) ? 'blue.8' : 'dimmed'} fw={brandsTurn(bid) ? 600 : 400}>
                        {turnLabel(bid)}
                      </Text>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatDate(lastMoveDate(bid), 'dayFirstTime', zone)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
