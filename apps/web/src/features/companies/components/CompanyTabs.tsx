import { Box, ScrollArea, UnstyledButton } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import type { CompanyDetail } from '@app/shared/companies';
import type { Action } from '@app/shared/permissions';
import { paths } from '../../../lib/paths';
import { hasPermission } from '../lib/company-context';
import classes from '../../../components/LinkTabs.module.css';

export const COMPANY_TABS: readonly { path: (companyId: string) => string; label: string; needs?: Action }[] = [
  { path: paths.company.dashboard, label: 'Dashboard' },
  { path: paths.company.campaigns, label: 'Campaigns' },
  { path: paths.company.reports, label: 'Reports' },
  { path: paths.company.briefs, label: 'Campaign briefs' },
  { path: paths.company.contracts, label: 'Contracts' },
  { path: paths.company.groups, label: 'Groups' },
  { path: paths.company.jobs, label: 'Jobs' },
  { path: paths.company.preApproval, label: 'Pre-approval' },
  { path: paths.company.payments, label: 'Payments', needs: 'payments.view' },
  { path: paths.company.notifications, label: 'Notifications' },
  { path: paths.company.settings, label: 'Settings' },
];

/** The company's sections as links (aria-current on the active one); scrolls sideways on a phone. */
export function CompanyTabs({ company }: { company: Pick<CompanyDetail, 'id' | 'permissions' | 'role'> }) {
  const location = useLocation();
  const viewport = useRef<HTMLDivElement>(null);
  const tabs = COMPANY_TABS.filter((tab) => !tab.needs || hasPermission(company, tab.needs));

  // Keep the active tab in view when the list scrolls sideways: after the page has painted, since scrolling makes the
  // browser lay the page out at once (~30 ms of a company page's first paint on a slow machine).
  useEffect(() => {
    let timer: number | undefined;
    // A task queued from the next frame runs once that frame is painted.
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        const active = viewport.current?.querySelector<HTMLElement>('[aria-current="page"]');
        if (active && typeof active.scrollIntoView === 'function')
          active.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      }, 0);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [location.pathname]);

  return (
    <Box component="nav" aria-label="Company sections" className={classes.nav}>
      <ScrollArea type="never" viewportRef={viewport}>
        <Box component="ul" className={classes.list}>
          {tabs.map((tab) => (
            <li key={tab.label}>
              <UnstyledButton component={NavLink} to={tab.path(company.id)} className={classes.tab}>
                {tab.label}
              </UnstyledButton>
            </li>
          ))}
        </Box>
      </ScrollArea>
    </Box>
  );
}
