import { Container, Stack, Text } from '@mantine/core';
import { Outlet } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';
import { paths } from '../../../lib/paths';
import { SectionTabs } from '../components/SectionTabs';

const TABS = [
  { to: paths.profile.details(), label: 'Details' },
  { to: paths.profile.notifications(), label: 'Notifications' },
  { to: paths.profile.payments(), label: 'Payments' },
];

/** /profile: details, notifications and payments tabs (links) around the current tab's page. */
export function ProfileLayout() {
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <PageTitle documentTitle="Profile">Your profile</PageTitle>
          <Text c="dimmed" size="sm">
            Your personal details and how we keep you informed.
          </Text>
        </Stack>
        <SectionTabs label="Profile sections" tabs={TABS} />
        <Outlet />
      </Stack>
    </Container>
  );
}
