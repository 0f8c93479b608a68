import { Container, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageTitle } from '../../../components/PageTitle';

interface PortalCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The centred card of the creator's sign-up, code, login and password pages (full width on a phone). */
export function PortalCard({ title, subtitle, children, footer }: PortalCardProps) {
  return (
    <Container size={460} py={{ base: 'lg', sm: 48 }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="xs" mb="lg" ta="center">
        <PageTitle order={1} fz={{ base: 26, sm: 30 }}>
          {title}
        </PageTitle>
        {subtitle && (
          <Text c="dimmed" size="sm">
            {subtitle}
          </Text>
        )}
      </Stack>
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="md">
        {children}
      </Paper>
      {footer && (
        <Text ta="center" size="sm" mt="md" component="div">
          {footer}
        </Text>
      )}
    </Container>
  );
}
