import { Box, Group, UnstyledButton } from '@mantine/core';
import { NavLink } from 'react-router';
import classes from '../../../components/LinkTabs.module.css';

/** Tabs that are links: a nav with aria-current on the page shown. */
export function SectionTabs({ label, tabs }: { label: string; tabs: { to: string; label: string }[] }) {
  return (
    <Box component="nav" aria-label={label} className={classes.nav}>
      <Group component="ul" gap={4} wrap="nowrap" className={classes.list}>
        {tabs.map((tab) => (
          <li key={tab.to}>
            <UnstyledButton component={NavLink} to={tab.to} className={classes.tab}>
              {tab.label}
            </UnstyledButton>
          </li>
        ))}
      </Group>
    </Box>
  );
}
