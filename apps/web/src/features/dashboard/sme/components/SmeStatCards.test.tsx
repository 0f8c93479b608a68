import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../../test/render';
import { SmeStatCards, type SmeStat } from './SmeStatCards';

const stats: SmeStat[] = [
  { icon: 'reach', name: 'Reach', value: 113_300, percentageChange: 12.5 },
  { icon: 'engagement', name: 'Engagement', value: 8_567, percentageChange: -3 },
  { icon: 'campaigns', name: 'Active campaigns', value: 1, percentageChange: null },
  { icon: 'creators', name: 'Creators', value: 8, percentageChange: 0 },
];

const card = (icon: SmeStat['icon']) => screen.getByTestId(`sme-stat-${icon}`);
const change = (icon: SmeStat['icon']) => within(card(icon)).getByTestId('sme-stat-change');

describe('the SME dashboard stat cards', () => {
  it('say each change with its sign against the previous 30 days, and New when there was nothing before', () => {
    renderUi(<SmeStatCards stats={stats} />);
    expect(change('reach').textContent).toBe('+12.5%');
    expect(change('engagement').textContent).toBe('-3.0%');
    expect(change('campaigns').textContent).toBe('New');
    expect(change('creators').textContent).toBe('0.0%');
    expect(card('reach').textContent).toContain('+12.5% vs the previous 30 days');
    expect(card('engagement').textContent).toContain('-3.0% vs the previous 30 days');
    expect(card('campaigns').textContent).toContain('New (nothing in the previous 30 days)');
  });

  it('colour a rise, a fall, no change and a new figure apart', () => {
    renderUi(<SmeStatCards stats={stats} />);
    expect(stats.map((s) => change(s.icon).getAttribute('data-tone'))).toEqual(['up', 'down', 'new', 'flat']);
  });

  it('show the value compact, the exact figure as its title, under the name', () => {
    renderUi(<SmeStatCards stats={stats} />);
    const value = within(card('reach')).getByTestId('sme-stat-value');
    expect(value.textContent).toBe('113.3K');
    expect(value.getAttribute('title')).toBe('113,300');
    expect(within(card('campaigns')).getByTestId('sme-stat-value').textContent).toBe('1');
    expect(within(card('reach')).getByRole('heading', { level: 3 }).textContent).toBe('Reach');
  });
});
