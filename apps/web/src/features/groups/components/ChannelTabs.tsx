import { Badge, Group, ScrollArea, Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { ChannelIcon } from '../../../components/ChannelIcon';

export const ALL_CHANNELS = 'ALL';

export interface ChannelTab {
  value: string;
  label: string;
  count?: number;
}

interface ChannelTabsProps {
  tabs: readonly ChannelTab[];
  value: string;
  onChange: (value: string) => void;
  /** The active tab's content. */
  children: ReactNode;
  label: string;
}

/**
 * One tab per channel (Instagram first), each with its count; only the active panel is rendered.
 * The tab strip scrolls sideways when the tabs are wider than the screen.
 */
export function ChannelTabs({ tabs, value, onChange, children, label }: ChannelTabsProps) {
  return (
    <Tabs value={value} onChange={(next) => next && onChange(next)} keepMounted={false} activateTabWithKeyboard>
      <ScrollArea type="auto" scrollbarSize={6} offsetScrollbars="x">
        <Tabs.List aria-label={label} style={{ flexWrap: 'nowrap' }}>
          {tabs.map((tab) => (
            <Tabs.Tab
              key={tab.value}
              value={tab.value}
              leftSection={tab.value === ALL_CHANNELS ? undefined : <ChannelIcon channel={tab.value} />}
              rightSection={
                tab.count !== undefined ? (
                  <Badge size="xs" variant="light" color="gray" aria-label={`${tab.count} creators`}>
                    {tab.count}
                  </Badge>
                ) : undefined
              }
              data-testid={`channel-tab-${tab.value}`}
              // Tabs keep their width (the strip scrolls sideways): squeezed, a count badge showed empty.
              style={{ flexShrink: 0 }}
            >
              <Group gap={4} component="span" wrap="nowrap">
                {tab.label}
              </Group>
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </ScrollArea>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value} pt="md">
          {tab.value === value ? children : null}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
