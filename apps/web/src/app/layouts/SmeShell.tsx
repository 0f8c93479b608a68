import { Button, Container, Group, ScrollArea } from '@mantine/core';
import { IconChartBar, IconLayoutDashboard, IconPhoto, IconSettings, IconSpeakerphone } from '@tabler/icons-react';
import { NavLink, Outlet, useParams } from 'react-router';
import { paths } from '../../lib/paths';

const SECTIONS = [
  { path: paths.sme.company.dashboard, label: 'Dashboard', icon: IconLayoutDashboard },
  { path: paths.sme.company.campaigns, label: 'Campaigns', icon: IconSpeakerphone },
  { path: paths.sme.company.reports, label: 'Reports', icon: IconChartBar },
  { path: paths.sme.company.contents, label: 'Contents', icon: IconPhoto },
  { path: paths.sme.company.settings, label: 'Settings', icon: IconSettings },
] as const;

/** /sme/{sme_id}: the SME shell with its section navigation (links, aria-current on the active one). */
export function SmeShell() {
  const { smeId = '' } = useParams();
  return (
    <>
      <Container size="lg" pt="md">
        <ScrollArea type="never">
          <Group gap={4} wrap="nowrap" component="nav" aria-label="SME sections">
            {SECTIONS.map(({ path, label, icon: Icon }) => (
              <NavLink key={label} to={path(smeId)} style={{ textDecoration: 'none' }}>
                {({ isActive }) => (
                  <Button
                    component="span"
                    variant={isActive ? 'light' : 'subtle'}
                    color={isActive ? undefined : 'gray'}
                    leftSection={<Icon size={16} aria-hidden />}
                  >
                    {label}
                  </Button>
                )}
              </NavLink>
            ))}
          </Group>
        </ScrollArea>
      </Container>
      <Outlet />
    </>
  );
}
