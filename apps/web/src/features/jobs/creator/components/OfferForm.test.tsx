import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { expectMessage, field, fill, renderUi } from '../../../../test/render';
import { creatorJob, stubApi } from '../../../creator-accounts/test/fixtures';
import { AMOUNT_DECIMALS_MESSAGE } from '../../../../lib/money';
import { ENTER_AMOUNT_MESSAGE, offerLinesForOffer, offerLinesForTasks } from '../lib/offer-form';
import { OfferForm } from './OfferForm';

const lines = offerLinesForTasks(creatorJob.tasks);

function renderForm(props: Partial<Parameters<typeof OfferForm>[0]> = {}) {
  const onSubmit = vi.fn();
  const result = renderUi(
    <OfferForm
      lines={lines}
      currency="KES"
      label="Your bid"
      submitLabel="Send bid"
      pending={false}
      error={null}
      onSubmit={onSubmit}
      {...props}
    />,
  );
  return { ...result, onSubmit };
}

beforeEach(() => {
  stubApi({});
});
afterEach(() => vi.unstubAllGlobals());

describe('OfferForm', () => {
  it("has one price per channel and post type of the job's tasks, with the posts each covers", () => {
    renderForm();
    expect(screen.getAllByTestId('offer-amount')).toHaveLength(2);
    expect(field('Instagram: Post')).toBeTruthy();
    expect(field('Instagram: Reel')).toBeTruthy();
    expect(screen.getByText('Your price for 2 posts')).toBeTruthy();
    expect(screen.getByText('Your price for 1 post')).toBeTruthy();
  });

  it('shows the live total and sends whole units with two decimals as minor units', async () => {
    const { user, onSubmit } = renderForm();
    await fill(user, field('Instagram: Post'), '8,000.50');
    expect(screen.getByTestId('offer-form-total').textContent).toBe('KES 8,000.50');
    await fill(user, field('Instagram: Reel'), '3000');
    expect(screen.getByTestId('offer-form-total').textContent).toBe('KES 11,000.50');
    await user.click(screen.getByRole('button', { name: 'Send bid' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual([
      { channel: 'INSTAGRAM', post_content_type: 'POST', amount_minor: 800_050 },
      { channel: 'INSTAGRAM', post_content_type: 'REEL', amount_minor: 300_000 },
    ]);
  });

  it('asks for every price, in whole units with at most two decimals', async () => {
    const { user, onSubmit } = renderForm();
    await fill(user, field('Instagram: Post'), '12.345');
    await user.click(screen.getByRole('button', { name: 'Send bid' }));
    await expectMessage('Instagram: Post', AMOUNT_DECIMALS_MESSAGE);
    await expectMessage('Instagram: Reel', ENTER_AMOUNT_MESSAGE);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('is disabled with the reason outside the bid window', async () => {
    const { user, onSubmit } = renderForm({
      disabledReason: 'Bidding opens on 01 Feb 2027 09:00. Come back then to send your bid.',
    });
    expect(screen.getByTestId('offer-disabled').textContent).toContain('Bidding opens on 01 Feb 2027 09:00');
    for (const input of screen.getAllByTestId('offer-amount')) expect((input as HTMLInputElement).disabled).toBe(true);
    const button = screen.getByRole('button', { name: 'Send bid' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await user.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("starts a counter-offer from the brand's prices", () => {
    const brand = [
      { channel: 'INSTAGRAM', post_content_type: 'POST', amount_minor: 800_000 },
      { channel: 'INSTAGRAM', post_content_type: 'REEL', amount_minor: 300_050 },
    ];
    renderForm({ lines: offerLinesForOffer(brand), initialOffer: brand, submitLabel: 'Send counter-offer' });
    expect(field('Instagram: Post').value).toBe('8000');
    expect(field('Instagram: Reel').value).toBe('3000.50');
    expect(screen.getByTestId('offer-form-total').textContent).toBe('KES 11,000.50');
  });

  it("puts the server's message about a line on that line's field", async () => {
    const error = new ApiError(400, 'offer.1.amount_minor: amount_minor must be above 0', {
      code: 'VALIDATION',
      field: 'offer.1.amount_minor',
    });
    renderForm({ error });
    await expectMessage('Instagram: Reel', 'amount_minor must be above 0');
    expect(screen.queryByTestId('form-error')).toBeNull();
  });
});
