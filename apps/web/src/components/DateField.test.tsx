import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fill, field, messageOf, renderUi } from '../test/render';
import { DateField, type DateFieldProps } from './DateField';

/** The field as a form holds it: a string in state, every change reported. */
function Held({
  initial = '',
  onValue,
  ...props
}: Partial<DateFieldProps> & { initial?: string; onValue?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      label="Start date"
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

describe('DateField, date mode', () => {
  it('shows the value as DD/MM/YYYY and reports typed days as YYYY-MM-DD', async () => {
    const onValue = vi.fn();
    const { user } = renderUi(<Held initial="2026-03-05" onValue={onValue} />);
    expect(field('Start date').value).toBe('05/03/2026');
    expect(field('Start date').getAttribute('placeholder')).toBe('DD/MM/YYYY');
    await fill(user, field('Start date'), '07/03/2026');
    expect(onValue).toHaveBeenLastCalledWith('2026-03-07');
    await user.tab();
    expect(field('Start date').value).toBe('07/03/2026');
  });

  it('ignores text that is not a real day', async () => {
    const onValue = vi.fn();
    const { user } = renderUi(<Held initial="2026-03-05" onValue={onValue} />);
    await fill(user, field('Start date'), '31/02/2026');
    expect(onValue).not.toHaveBeenCalledWith(expect.stringMatching(/\d/));
  });

  it('keeps a typed day outside the bounds and says which days are allowed', async () => {
    const onValue = vi.fn();
    const { user } = renderUi(<Held min="2026-03-01" onValue={onValue} />);
    await fill(user, field('Start date'), '28/02/2026');
    expect(onValue).toHaveBeenLastCalledWith('2026-02-28');
    expect(messageOf(field('Start date'))).toBe('Choose a date on or after 01/03/2026');
    expect(field('Start date').getAttribute('aria-invalid')).toBe('true');
    await fill(user, field('Start date'), '01/03/2026');
    expect(messageOf(field('Start date'))).toBe('');
  });

  it('flags a given value outside the bounds, both bounds named', () => {
    renderUi(
      <DateField
        label="Deadline"
        value="2026-04-02"
        onChange={() => undefined}
        min="2026-03-01"
        max="2026-03-31"
        error="Required"
      />,
    );
    expect(messageOf(field('Deadline'))).toBe('Choose a date between 01/03/2026 and 31/03/2026');
  });

  it("shows the form's message for a value in range", () => {
    renderUi(
      <DateField
        label="Deadline"
        value=""
        onChange={() => undefined}
        max="2026-03-31"
        error="Choose a deadline"
        required
      />,
    );
    expect(messageOf(field('Deadline'))).toBe('Choose a deadline');
  });

  it('disables days outside the bounds in the calendar, opening on the first allowed month', async () => {
    const onValue = vi.fn();
    const { user } = renderUi(<Held min="2099-03-10" max="2099-03-20" onValue={onValue} />);
    await user.click(field('Start date'));
    const day = (name: string) => screen.getByRole('button', { name });
    expect(day('9 March 2099')).toHaveProperty('disabled', true);
    expect(day('21 March 2099')).toHaveProperty('disabled', true);
    await user.click(day('10 March 2099'));
    expect(onValue).toHaveBeenLastCalledWith('2099-03-10');
    expect(field('Start date').value).toBe('10/03/2099');
  });

  it('clears to an empty string', async () => {
    const onValue = vi.fn();
    const { user } = renderUi(<Held initial="2026-03-05" onValue={onValue} />);
    await user.clear(field('Start date'));
    expect(onValue).toHaveBeenLastCalledWith('');
  });

  it('can be reached by keyboard', async () => {
    const { user } = renderUi(<Held />);
    await user.tab();
    expect(document.activeElement).toBe(field('Start date'));
  });
});

describe('DateField, time mode', () => {
  it('holds HH:mm and names its bounds', async () => {
    const onValue = vi.fn();
    const { user } = renderUi(
      <Held label="Posting time" mode="time" initial="09:30" min="09:00" max="17:00" onValue={onValue} />,
    );
    const input = field('Posting time');
    expect(input.getAttribute('type')).toBe('time');
    expect(input.value).toBe('09:30');
    await fill(user, input, '08:15');
    expect(onValue).toHaveBeenLastCalledWith('08:15');
    expect(messageOf(input)).toBe('Choose a time between 09:00 and 17:00');
  });
});

describe('DateField, datetime mode', () => {
  it('shows DD/MM/YYYY HH:mm and flags a value outside the bounds', () => {
    const { rerender } = renderUi(
      <DateField label="Goes live" mode="datetime" value="2026-03-05T09:30" onChange={() => undefined} />,
    );
    const picker = screen.getByRole('button', { name: 'Goes live' });
    expect(picker.textContent).toBe('05/03/2026 09:30');

    rerender(
      <DateField
        label="Goes live"
        mode="datetime"
        value="2026-03-05T09:30"
        onChange={() => undefined}
        min="2026-03-05T10:00"
      />,
    );
    const describedBy = picker.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy.split(' ').find((id) => id.endsWith('-error')) ?? '')?.textContent).toBe(
      'Choose a date and time on or after 05/03/2026 10:00',
    );
  });

  it('reports a picked day and time as YYYY-MM-DDTHH:mm', async () => {
    const onValue = vi.fn();
    const { user } = renderUi(<Held label="Goes live" mode="datetime" min="2099-03-10T00:00" onValue={onValue} />);
    await user.click(screen.getByRole('button', { name: 'Goes live' }));
    expect(screen.getByRole('button', { name: '9 March 2099' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: '12 March 2099' }));
    expect(onValue).toHaveBeenLastCalledWith('2099-03-12T00:00');
  });
});
