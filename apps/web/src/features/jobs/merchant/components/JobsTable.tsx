import { Anchor, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { JobListing } from '@app/shared/jobs';
import { FollowerCount } from '../../../../components/FollowerCount';
import { formatDate } from '../../../../lib/dates';
import { paths } from '../../../../lib/paths';
import { plural } from '../../../../lib/numbers';
import { ChannelNames } from './ChannelNames';
import { formatMoney } from '../../../../lib/money';
import { JobStatusBadge, ListingStatusBadge } from './JobBadges';

interface JobsTableProps {
  companyId: string;
  jobs: readonly JobListing[];
  caption: string;
  loading?: boolean;
}

/**
 * A brand's jobs: name (opens the job), state, where, channels, bids, reach, price and date; scrolls sideways on a
 * phone.
 */
export function JobsTable({ companyId, jobs, caption, loading }: JobsTableProps) {
  return (
    <Table.ScrollContainer minWidth={860} type="native" style={{ position: 'relative' }}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="jobs-table" aria-busy={loading}>
        <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>
          <Text span size="sm" c="dimmed">
            {caption}
          </Text>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Job</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Location</Table.Th>
            <Table.Th scope="col">Channels</Table.Th>
            <Table.Th scope="col">Bids</Table.Th>
            <Table.Th scope="col">Potential reach</Table.Th>
            <Table.Th scope="col">Bid price</Table.Th>
            <Table.Th scope="col">Date</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {jobs.map((job) => (
            <Table.Tr key={job.id} data-testid="job-row" data-job-id={job.id}>
              <Table.Td>
                <Anchor component={Link} to={paths.company.job(companyId, job.id)} fw={600} size="sm">
                  {job.name}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <JobStatusBadge status={job.job_status} />
                  {job.job_status !== 'DRAFT' && <ListingStatusBadge status={job.status} />}
                </Stack>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{job.location}</Text>
              </Table.Td>
              <Table.Td>
                <ChannelNames channels={job.channels} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{plural(job.bids_count, 'bid')}</Text>
              </Table.Td>
              <Table.Td>
                <FollowerCount value={job.potential_reach} size="sm" />
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }} data-testid="job-bid-price">
                  {job.bid_price_minor === null ? 'No bid yet' : formatMoney(job.bid_price_minor, job.currency)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatDate(job.date)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function JobsTableSkeleton() {
  return (
    <Stack gap="sm" role="status" aria-label="Loading the jobs">
      {[0, 1, 2].map((i) => (
        <Group key={i} gap="md" wrap="nowrap">
          <Skeleton height={20} width="30%" />
          <Skeleton height={20} width="15%" />
          <Skeleton height={20} width="40%" />
        </Group>
      ))}
    </Stack>
  );
}
