import { Anchor, Card, Container, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ErrorState } from '../../../components/ErrorState';
import { PageTitle } from '../../../components/PageTitle';
import { useSiteConfig } from '../api/site';

function ContactCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Group gap="sm">
          <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
            {icon}
          </ThemeIcon>
          <Text fw={600}>{title}</Text>
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

/** Support phone, e-mail and the Nairobi office from /conf/site. */
export function ContactPage() {
  const site = useSiteConfig();
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <PageTitle>Contact us</PageTitle>
          <Text c="dimmed">
            Our support team answers on working days. We are glad to help with your account, campaigns and payments.
          </Text>
        </Stack>
        {site.isError && (
          <ErrorState title="Contact details could not load" error={site.error} onRetry={() => void site.refetch()} />
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <ContactCard icon={<IconPhone size={22} />} title="Phone">
            {site.isPending ? (
              <Skeleton h={18} w="70%" />
            ) : site.data?.support_phone ? (
              <Anchor href={`tel:${site.data.support_phone.replace(/\s+/g, '')}`}>{site.data.support_phone}</Anchor>
            ) : (
              <Text c="dimmed">Not available</Text>
            )}
          </ContactCard>
          <ContactCard icon={<IconMail size={22} />} title="E-mail">
            {site.isPending ? (
              <Skeleton h={18} w="80%" />
            ) : site.data?.support_email ? (
              <Anchor href={`mailto:${site.data.support_email}`}>{site.data.support_email}</Anchor>
            ) : (
              <Text c="dimmed">Not available</Text>
            )}
          </ContactCard>
          <ContactCard icon={<IconMapPin size={22} />} title="Office">
            {site.isPending ? (
              <Skeleton h={18} w="60%" />
            ) : (
              <Text>{site.data?.office_address || 'Nairobi, Kenya'}</Text>
            )}
          </ContactCard>
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
