import { Accordion, Anchor, Container, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/ErrorState';
import { PageTitle } from '../../../components/PageTitle';
import { paths } from '../../../lib/paths';
import { useFaqs, type FaqType } from '../api/faqs';

function FaqSkeleton() {
  return (
    <Stack gap="sm" role="status" aria-label="Loading the questions">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} height={52} radius="md" />
      ))}
    </Stack>
  );
}

/** /faq: the questions of a type (MERCHANT here; the SME area may show type SME) from GET /faqs/by_type/{type}. */
export function FaqPage({ type = 'MERCHANT' }: { type?: FaqType }) {
  const faqs = useFaqs(type);
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <PageTitle>Frequently asked questions</PageTitle>
          <Text c="dimmed">
            Cannot find your answer?{' '}
            {/* Underlined: in a line of text a link is told apart by more than its colour (axe link-in-text-block). */}
            <Anchor component={Link} to={paths.contact()} underline="always">
              Contact us
            </Anchor>
            .
          </Text>
        </Stack>
        {faqs.isPending ? (
          <FaqSkeleton />
        ) : faqs.isError ? (
          <ErrorState title="We could not load the questions" error={faqs.error} onRetry={() => void faqs.refetch()} />
        ) : faqs.data.length === 0 ? (
          <Paper withBorder p="lg" radius="md">
            <Text>No questions have been answered here yet.</Text>
          </Paper>
        ) : (
          <Accordion variant="separated" radius="md" chevronPosition="right" data-testid="faq-list">
            {faqs.data.map((faq) => (
              <Accordion.Item key={faq.id} value={String(faq.id)}>
                <Accordion.Control>{faq.question}</Accordion.Control>
                <Accordion.Panel>
                  <Text size="sm" lh={1.7} style={{ whiteSpace: 'pre-line' }}>
                    {faq.answer}
                  </Text>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        )}
      </Stack>
    </Container>
  );
}
