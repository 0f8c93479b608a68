import { Anchor, Container, EmptyState, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  size?: number;
}

/** The centred card every authentication screen sits in. */
export function AuthCard({ title, subtitle, children, footer, size = 460 }: AuthCardProps) {
  return (
    <Container size={size} py={{ base: 'lg', sm: 48 }} px={{ base: 'sm', sm: 'md' }}>
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
        <Text ta="center" size="sm" mt="md">
          {footer}
        </Text>
      )}
    </Container>
  );
}

/** "Already have an account? Log in": a question and the link that answers it, under or in a card. */
export function AuthPrompt({ prompt, label, to }: { prompt: string; label: string; to: string }) {
  return (
    <>
      {prompt}{' '}
      <Anchor component={Link} to={to}>
        {label}
      </Anchor>
    </>
  );
}

interface AuthNoticeProps {
  title: string;
  icon: ReactNode;
  heading: string;
  description: string;
  /** The ways on (buttons). */
  children: ReactNode;
}

/** An authentication screen that cannot be used yet (no code pending, no session): why, and the ways on. */
export function AuthNotice({ title, icon, heading, description, children }: AuthNoticeProps) {
  return (
    <AuthCard title={title}>
      <EmptyState icon={icon} withIndicatorBackground title={heading} description={description}>
        <EmptyState.Actions>{children}</EmptyState.Actions>
      </EmptyState>
    </AuthCard>
  );
}
