import { Box, Button, Container, Group, ScrollArea } from '@mantine/core';
import { IconChartBar, IconLayoutDashboard, IconPhoto, IconSettings, IconSpeakerphone } from '@tabler/icons-react';
import { NavLink, Outlet, useParams } from 'react-router';
import { paths } from '../../lib/paths';
import classes from './SmeShell.module.css';

const SECTIONS = [
  { path: paths.sme.company.dashboard, label: 'Dashboard', icon: IconLayoutDashboard },
  { path: paths.sme.company.campaigns, label: 'Campaigns', icon: IconSpeakerphone },
  { path: paths.sme.company.reports, label: 'Reports', icon: IconChartBar },
  { path: paths.sme.company.contents, label: 'Contents', icon: IconPhoto },
  { path: paths.sme.company.settings, label: 'Settings', icon: IconSettings },
] as const;

/**
 * /sme/{sme_id}: the SME shell, phone first. Under 768 px the five sections are a bottom navigation bar fixed to the
 * screen (icons and labels, a thumb-sized target each, above the phone's safe area; the page keeps that height free,
 * SmeShell.module.css); from 768 px they are links above the page. The section holding the page shown (a report is
 * under Reports, campaign creation under Campaigns) has aria-current="page".
 */
export function SmeShell() {
  const { smeId = '' } = useParams();
  return (
    <>
      <Container size="lg" pt="md" visibleFrom="sm">
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
      <Box
        component="nav"
        aria-label="SME sections"
        hiddenFrom="sm"
        className={classes.bottomNav}
        data-testid="sme-bottom-nav"
      >
        <ul className={classes.list}>
          {SECTIONS.map(({ path, label, icon: Icon }) => (
            <li key={label} className={classes.item}>
              <NavLink to={path(smeId)} className={classes.link}>
                <Icon size={24} aria-hidden />
                <span className={classes.label}>{label}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </Box>
    </>
  );
}
