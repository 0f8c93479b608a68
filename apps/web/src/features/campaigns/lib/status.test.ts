import { describe, expect, it } from 'vitest';
import {
  defaultTab,
  LIST_LIMIT,
  statusChoices,
  statusesFor,
  TAB_LABELS,
  TAB_STATUSES,
  tabCount,
  tabCountLabel,
  tabOfStatus,
} from './status';

const lists = (ongoing: number, upcoming: number, finished: number) => ({
  ongoing_campaigns: Array.from({ length: ongoing }, () => ({})),
  upcoming_campaigns: Array.from({ length: upcoming }, () => ({})),
  finished_campaigns: Array.from({ length: finished }, () => ({})),
});

describe('campaign tabs and statuses', () => {
  it('labels the dated tabs as the spec does', () => {
    expect([TAB_LABELS.ongoing, TAB_LABELS.upcoming, TAB_LABELS.completed]).toEqual([
      'Ongoing',
      'Upcoming',
      'Completed',
    ]);
  });

  it('lists cancelled campaigns under Completed, as the server groups finished ones', () => {
    expect(TAB_STATUSES.completed).toEqual(['COMPLETED', 'CANCELLED']);
    expect(tabOfStatus('CANCELLED')).toBe('completed');
    expect(tabOfStatus('UPCOMING')).toBe('upcoming');
    expect(tabOfStatus('ONGOING')).toBe('ongoing');
  });

  it('narrows a tab by the status filter only to statuses it holds', () => {
    expect(statusesFor('completed', null)).toEqual(['COMPLETED', 'CANCELLED']);
    expect(statusesFor('completed', 'CANCELLED')).toEqual(['CANCELLED']);
    expect(statusesFor('upcoming', 'CANCELLED')).toEqual(['UPCOMING']);
    expect(statusesFor('all', 'ONGOING')).toEqual(['ONGOING']);
    expect(statusChoices('ongoing')).toEqual([]);
    expect(statusChoices('all')).toEqual(['UPCOMING', 'ONGOING', 'COMPLETED', 'CANCELLED']);
  });

  it('counts each tab from the lists by date', () => {
    expect(tabCount(undefined, 'ongoing')).toBeNull();
    expect(tabCount(lists(1, 2, 3), 'completed')).toBe(3);
    expect(tabCount(lists(1, 2, 3), 'all')).toBe(6);
    expect(tabCountLabel(lists(1, 2, 3), 'upcoming')).toBe('2');
  });

  it('says "+" where a list by date is full (the API sends at most 50 each)', () => {
    expect(tabCountLabel(lists(LIST_LIMIT, 2, 3), 'ongoing')).toBe('50+');
    expect(tabCountLabel(lists(LIST_LIMIT, 2, 3), 'upcoming')).toBe('2');
    expect(tabCountLabel(lists(LIST_LIMIT, 2, 3), 'all')).toBe('55+');
    expect(tabCountLabel(undefined, 'all')).toBeNull();
  });

  it('opens the first dated tab with campaigns', () => {
    expect(defaultTab(lists(0, 2, 1))).toBe('upcoming');
    expect(defaultTab(lists(0, 0, 1))).toBe('completed');
    expect(defaultTab(lists(0, 0, 0))).toBe('ongoing');
    expect(defaultTab(undefined)).toBe('ongoing');
  });
});
