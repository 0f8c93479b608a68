import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconWallet } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Earnings } from '@app/shared/payments';
import { ErrorState } from '../../../../components/ErrorState';
import { StaleDataNotice } from '../../../../components/StaleDataNotice';
import { paths } from '../../../../lib/paths';
import { EmptyBlock, ListSkeleton, PortalPage } from '../../../creator-accounts/components/PortalPage';
import { useCreatorEarnings } from '../../api/creator-earnings';
import { SandboxBadge } from '../../components/SandboxBadge';
import { EarningsTotals } from '../components/EarningsTotals';
import { PayoutCard } from '../components/PayoutCard';

/** The profile's verification steps, the M-Pesa number among them (the profile page scrolls to #verification). */
const PAYMENT_STEP = `${paths.creator.profile()}#verification`;

/** Payouts go out once the payment step is approved with a number on file: say which of the two is missing. */
function PayoutNotReady({ mpesaNumber }: { mpesaNumber: string | null }) {
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title="Payouts wait for your M-Pesa number"
      data-testid="payout-not-ready"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {mpesaNumber
            ? `Your number ${mpesaNumber} is waiting for approval. Verified posts are paid once it is approved.`
            : 'Add the M-Pesa number your pay goes to. Verified posts are paid once it is approved.'}
        </Text>
        <Anchor component={Link} to={PAYMENT_STEP} size="sm" fw={600}>
          {mpesaNumber ? 'See your payment verification' : 'Add your M-Pesa number'}
        </Anchor>
      </Stack>
    </Alert>
  );
}

function EarningsBody({ earnings }: { earnings: Earnings }) {
  return (
    <>
      {!earnings.payout_ready && <PayoutNotReady mpesaNumber={earnings.mpesa_number} />}
      {earnings.payouts.length === 0 ? (
        <EmptyBlock
          icon={<IconWallet size={28} aria-hidden />}
          title="No earnings yet"
          description="Verified posts are paid here."
          testId="earnings-empty"
        />
      ) : (
        <>
          <EarningsTotals totals={earnings.currency_totals} />
          <Stack gap="sm" component="section" aria-labelledby="payouts-heading">
            <Title order={2} fz="lg" id="payouts-heading">
              Payouts
            </Title>
            <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Your payouts">
              {earnings.payouts.map((payout) => (
                <PayoutCard key={payout.id} payout={payout} />
              ))}
            </Stack>
          </Stack>
        </>
      )}
    </>
  );
}

/**
 * /creator/earnings, phone first: what the creator is paid for verified posts. The totals of each currency (pending,
 * paid, tax withheld, the cents carried to the next payout), a banner while payouts wait for the M-Pesa number, a
 * badge while the sandbox provider moves no real money, then each payout with its figures and receipt. Payout
 * notifications link here.
 */
export function CreatorEarningsPage() {
  const earnings = useCreatorEarnings();
  return (
    <PortalPage
      title="Earnings"
      description="What you are paid for your verified posts, after tax."
      aside={<SandboxBadge provider={earnings.data?.provider} color="orange" size="md" />}
    >
      {earnings.data ? (
        <>
          {earnings.isError && (
            <StaleDataNotice error={earnings.error} onRetry={() => void earnings.refetch()} what="earnings" />
          )}
          <EarningsBody earnings={earnings.data} />
        </>
      ) : earnings.isError ? (
        <ErrorState
          title="We could not load your earnings"
          error={earnings.error}
          onRetry={() => void earnings.refetch()}
        />
      ) : (
        <ListSkeleton label="Loading your earnings" />
      )}
    </PortalPage>
  );
}
