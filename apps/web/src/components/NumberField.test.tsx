import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { field, messageOf, renderUi } from '../test/render';
import { NumberField, type NumberFieldProps } from './NumberField';

/** The field as a form holds it: the text in state. */
function Budget({ onText, ...props }: Partial<NumberFieldProps> & { onText?: (text: string) => void }) {
  const [text, setText] = useState('');
  const [currency, setCurrency] = useState('KES');
  return (
    <NumberField
      label="Budget"
      value={text}
      onChange={(next) => {
        setText(next);
        onText?.(next);
      }}
      unitOptions={['KES', 'USD', { value: 'NGN', label: 'Naira' }]}
      unitValue={currency}
      onUnitChange={setCurrency}
      {...props}
    />
  );
}

describe('NumberField', () => {
  it('takes whole numbers, commas included, with no message', async () => {
    const onText = vi.fn();
    const { user } = renderUi(<Budget max={1_000_000} onText={onText} />);
    await user.type(field('Budget'), '1,500');
    expect(onText).toHaveBeenLastCalledWith('1,500');
    expect(messageOf(field('Budget'))).toBe('');
    expect(field('Budget').getAttribute('aria-invalid')).not.toBe('true');
    expect(field('Budget').getAttribute('inputmode')).toBe('numeric');
  });

  it('says "Value must be a number" for anything but digits (spec section 5)', async () => {
    const { user } = renderUi(<Budget />);
    await user.type(field('Budget'), '12a');
    expect(messageOf(field('Budget'))).toBe('Value must be a number');
    expect(field('Budget').getAttribute('aria-invalid')).toBe('true');
    await user.clear(field('Budget'));
    await user.type(field('Budget'), '-3');
    expect(messageOf(field('Budget'))).toBe('Value must be a number');
    await user.clear(field('Budget'));
    expect(messageOf(field('Budget'))).toBe('');
  });

  it('says "Value must be less than {max+1}" above the maximum', async () => {
    const { user } = renderUi(<Budget max={100} />);
    await user.type(field('Budget'), '100');
    expect(messageOf(field('Budget'))).toBe('');
    await user.type(field('Budget'), '0');
    expect(messageOf(field('Budget'))).toBe('Value must be less than 101');
  });

  it("shows the form's message when its own rule is met", () => {
    renderUi(<NumberField label="Duration" value="" onChange={() => undefined} error="Enter a duration" />);
    expect(messageOf(field('Duration'))).toBe('Enter a duration');
  });

  it('shows numbers given as numbers', () => {
    renderUi(<NumberField label="Duration" value={14} onChange={() => undefined} />);
    expect(field('Duration').value).toBe('14');
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('offers the dropdown beside the number, by keyboard too', async () => {
    const { user } = renderUi(<Budget />);
    const unit = screen.getByRole('combobox', { name: 'Budget unit' });
    expect(Array.from((unit as HTMLSelectElement).options).map((option) => [option.value, option.textContent])).toEqual(
      [
        ['KES', 'KES'],
        ['USD', 'USD'],
        ['NGN', 'Naira'],
      ],
    );
    await user.tab();
    expect(document.activeElement).toBe(field('Budget'));
    await user.tab();
    expect(document.activeElement).toBe(unit);
    await user.selectOptions(unit, 'NGN');
    expect(unit).toHaveProperty('value', 'NGN');
  });

  it('names the dropdown as told', () => {
    renderUi(
      <NumberField
        label="Length"
        value=""
        onChange={() => undefined}
        unitOptions={['day', 'week', 'month']}
        unitValue="week"
        unitLabel="Period unit"
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Period unit' })).toHaveProperty('value', 'week');
  });
});
