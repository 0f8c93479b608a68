import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BRIEF_EMPTY_ROWS } from '@app/shared/briefs';
import type { ConfigBundle } from '@app/shared/config';
import { expectMessage, field, fill, messageOf, renderUi } from '../../../test/render';
import { END_BEFORE_START_MESSAGE, newBriefValues, type BriefFormValues } from '../lib/brief-form';
import { BriefForm } from './BriefForm';

const config: Pick<ConfigBundle, 'channels' | 'categories'> = {
  channels: [{ value: 'INSTAGRAM', label: 'Instagram', icon_location: '', levels: [], post_content_types: [] }],
  categories: [],
};

const brandId = '6f1c1f44-3b1e-4d59-9d2b-3f0a7c2e9b11';

/** A brief that passes every rule, so each test changes only what it is about. */
function filled(overrides: Partial<BriefFormValues> = {}): BriefFormValues {
  return {
    ...newBriefValues(brandId),
    brief_name: 'Summer launch',
    platform: 'INSTAGRAM',
    start_date: '2026-03-01',
    end_date: '2026-03-31',
    ...overrides,
  };
}

function setup(values: BriefFormValues = filled()) {
  const onSubmit = vi.fn();
  const uploadImage = vi.fn();
  const view = renderUi(
    <BriefForm
      defaultValues={values}
      config={config}
      uploadImage={uploadImage}
      onSubmit={onSubmit}
      submitLabel="Save brief"
    />,
  );
  const rows = (list: 'content_creation_steps' | 'key_selling_points') =>
    within(screen.getByTestId(`${list}-rows`)).getAllByRole('textbox') as HTMLInputElement[];
  return { ...view, onSubmit, rows, save: () => view.user.click(screen.getByRole('button', { name: 'Save brief' })) };
}

describe('BriefForm', () => {
  it('starts a new brief with two empty rows of steps and of selling points', () => {
    const { rows } = setup(newBriefValues(brandId));
    expect(BRIEF_EMPTY_ROWS).toBe(2);
    expect(rows('content_creation_steps').map((input) => input.value)).toEqual(['', '']);
    expect(rows('key_selling_points').map((input) => input.value)).toEqual(['', '']);
    expect(field('Step 1')).toBeTruthy();
    expect(field('Selling point 2')).toBeTruthy();
  });

  it('leaves empty rows out of what it sends, and keeps the filled ones in order', async () => {
    const { user, save, onSubmit } = setup();
    await fill(user, field('Step 2'), '  Film the unboxing ');
    await user.click(screen.getByRole('button', { name: 'Add a step' }));
    await fill(user, field('Step 3'), 'Post before noon');
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const sent = onSubmit.mock.calls[0][0];
    expect(sent.content_creation_steps).toEqual(['Film the unboxing', 'Post before noon']);
    expect(sent.key_selling_points).toEqual([]);
    expect(sent).toMatchObject({
      brand_id: brandId,
      brief_name: 'Summer launch',
      platform: 'INSTAGRAM',
      start_date: '2026-03-01',
      end_date: '2026-03-31',
    });
  });

  it('refuses an end date before the start date, with a message on the end date', async () => {
    const { user, save, onSubmit } = setup(filled({ start_date: '', end_date: '' }));
    await fill(user, field('Start date'), '10/03/2026');
    await fill(user, field('End date'), '05/03/2026');
    await user.tab();
    await save();
    await waitFor(() => expect(field('End date').getAttribute('aria-invalid')).toBe('true'));
    expect(onSubmit).not.toHaveBeenCalled();
    // The picker names the bound (its calendar also greys out earlier days); the form's rule refuses the order.
    expect(messageOf(field('End date'))).toMatch(
      new RegExp(`Choose a date on or after 10/03/2026|${END_BEFORE_START_MESSAGE}`),
    );
  });

  it('refuses the same order through the rule when the dates are given', async () => {
    const { save, onSubmit } = setup(filled({ start_date: '2026-03-10', end_date: '2026-03-05' }));
    await save();
    await waitFor(() =>
      expect(
        screen.getAllByText(new RegExp(`${END_BEFORE_START_MESSAGE}|Choose a date on or after 10/03/2026`)).length,
      ).toBeGreaterThan(0),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps both lists in the order they were rearranged to', async () => {
    const { user, save, onSubmit, rows } = setup();
    await fill(user, field('Step 1'), 'Unbox');
    await fill(user, field('Step 2'), 'Try it on');
    await user.click(screen.getByRole('button', { name: 'Add a step' }));
    await fill(user, field('Step 3'), 'Post');
    await user.click(screen.getByRole('button', { name: 'Move step 3 up' }));
    await user.click(screen.getByRole('button', { name: 'Move step 1 down' }));
    expect(rows('content_creation_steps').map((input) => input.value)).toEqual(['Post', 'Unbox', 'Try it on']);

    await fill(user, field('Selling point 1'), 'Waterproof');
    await fill(user, field('Selling point 2'), 'Made in Kenya');
    await user.click(screen.getByRole('button', { name: 'Move selling point 2 up' }));
    await user.click(screen.getByRole('button', { name: 'Remove selling point 2' }));
    await user.click(screen.getByRole('button', { name: 'Add a selling point' }));
    await fill(user, field('Selling point 2'), 'Two-year warranty');

    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0].content_creation_steps).toEqual(['Post', 'Unbox', 'Try it on']);
    expect(onSubmit.mock.calls[0][0].key_selling_points).toEqual(['Made in Kenya', 'Two-year warranty']);
  });

  it('asks for a name, a platform and both dates before sending', async () => {
    const { save, onSubmit } = setup(newBriefValues(brandId));
    await save();
    await expectMessage('Brief name', 'Give the brief a name');
    await expectMessage('Start date', 'Choose the start date');
    await expectMessage('End date', 'Choose the end date');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
