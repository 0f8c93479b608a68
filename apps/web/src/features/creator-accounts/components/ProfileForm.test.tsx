import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ConfigBundle } from '@app/shared/config';
import type { CreatorProfile } from '@app/shared/creator-accounts';
import { ApiError } from '../../../lib/api-client';
import { expectMessage, field, fill, renderUi } from '../../../test/render';
import { ProfileForm } from './ProfileForm';
import { AMOUNT_DECIMALS_MESSAGE } from '../../../lib/money';

const config: Pick<ConfigBundle, 'active_countries' | 'all_locations' | 'channels' | 'categories'> = {
  active_countries: [
    { code: 'KE', name: 'Kenya', currency: 'KES', timezone: 'Africa/Nairobi', dial_code: '+254', active: true },
    { code: 'NG', name: 'Nigeria', currency: 'NGN', timezone: 'Africa/Lagos', dial_code: '+234', active: true },
  ],
  all_locations: [
    { id: 1, country_code: 'KE', name: 'Nairobi' },
    { id: 2, country_code: 'KE', name: 'Mombasa' },
    { id: 3, country_code: 'NG', name: 'Lagos' },
  ],
  channels: [
    {
      value: 'INSTAGRAM',
      label: 'Instagram',
      icon_location: '',
      levels: [],
      post_content_types: [
        { value: 'POST', label: 'Feed post' },
        { value: 'STORY', label: 'Story' },
      ],
    },
    {
      value: 'TIKTOK',
      label: 'TikTok',
      icon_location: '',
      levels: [],
      post_content_types: [{ value: 'VIDEO', label: 'Video' }],
    },
  ],
  categories: [
    {
      enum_value: 'LIFESTYLE',
      en_label: 'Lifestyle',
      label: 'Lifestyle',
      subcategories: [
        { enum_value: 'FOOD', en_label: 'Food', label: 'Food', subcategory_type: 'POSTING' },
        { enum_value: 'TRAVEL', en_label: 'Travel', label: 'Travel', subcategory_type: 'POSTING' },
      ],
    },
    {
      enum_value: 'PROFESSION',
      en_label: 'Profession',
      label: 'Profession',
      subcategories: [{ enum_value: 'CHEF', en_label: 'Chef', label: 'Chef', subcategory_type: 'OCCUPATION' }],
    },
  ],
};

const creatorTypes = [
  { id: 4, name: 'Influencer' },
  { id: 5, name: 'Content creator' },
];

/** A new account: names and phone from sign-up, nothing else yet. */
const newProfile: CreatorProfile = {
  id: 'a1',
  email: 'achieng@example.com',
  first_name: 'Achieng',
  last_name: 'Otieno',
  phone: '+254 712 345678',
  creator_id: null,
  profile_complete: false,
  country_code: null,
  location_id: null,
  gender: null,
  date_of_birth: null,
  income_category: null,
  content_creator_type_id: null,
  interests: [],
  bio: '',
  currency: null,
  channels: [],
  mpesa_number: null,
  identity_document: false,
  verification: { identity: 'NOT_VERIFIED', social: 'NOT_VERIFIED', payment: 'NOT_VERIFIED', overall: 'NOT_VERIFIED' },
  is_demo: false,
};

const completeProfile: CreatorProfile = {
  ...newProfile,
  creator_id: 77,
  profile_complete: true,
  country_code: 'KE',
  location_id: 2,
  gender: 'FEMALE',
  date_of_birth: '1998-04-12',
  income_category: 'LOWER_MIDDLE',
  content_creator_type_id: 5,
  interests: ['FOOD'],
  bio: 'Food in Nairobi',
  currency: 'KES',
  channels: [
    {
      channel: 'INSTAGRAM',
      handle: 'achieng.eats',
      followers: 25_000,
      level: 'MICRO',
      rates: [{ post_content_type: 'POST', amount_minor: 500_050 }],
    },
  ],
};

function renderForm(profile: CreatorProfile, options: { error?: unknown } = {}) {
  const onSubmit = vi.fn();
  const view = renderUi(
    <ProfileForm
      profile={profile}
      config={config}
      creatorTypes={creatorTypes}
      onSubmit={onSubmit}
      pending={false}
      error={options.error ?? null}
    />,
  );
  return { ...view, onSubmit };
}

const save = () => screen.getByRole('button', { name: 'Save profile' });

/** The input labelled `label` inside a part of the form (a channel row). */
const inputIn = (container: HTMLElement, label: string) =>
  within(container)
    .getAllByLabelText(new RegExp(`^${label}`))
    .find((el) => el.matches('input')) as HTMLInputElement;

async function choose(user: ReturnType<typeof renderUi>['user'], label: string, option: string) {
  await user.click(field(label));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('ProfileForm', () => {
  it('starts from the account and asks for what the profile still lacks', async () => {
    const { user, onSubmit } = renderForm(newProfile);
    expect(field('First name').value).toBe('Achieng');
    expect(field('Phone number').value).toBe('+254 712 345678');
    await user.click(save());
    await expectMessage('Country', 'Choose your country');
    await expectMessage('Gender', 'Choose a gender');
    await expectMessage('Date of birth', 'Enter your date of birth');
    await expectMessage('Income category', 'Choose an income category');
    await expectMessage('Creator type', 'Choose what kind of creator you are');
    await expectMessage('Interests', 'Choose at least one interest');
    await expectMessage('Channel', 'Choose a channel');
    await expectMessage('Handle', 'Enter your handle');
    await expectMessage('Followers', 'Enter your number of followers');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes the currency and locations from the country; changing it clears the location', async () => {
    const { user } = renderForm(completeProfile);
    expect(screen.getByText('Your rates are in KES')).toBeTruthy();
    expect(screen.getByText('Your rates (KES)')).toBeTruthy();
    expect(field('Location').value).toBe('Mombasa');
    await user.click(field('Location'));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Nairobi', 'Mombasa']);
    await user.keyboard('{Escape}');

    await choose(user, 'Country', 'Nigeria');
    expect(screen.getByText('Your rates are in NGN')).toBeTruthy();
    expect(field('Location').value).toBe('');
    await user.click(field('Location'));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Lagos']);
  });

  it('sends the whole profile, rates typed in whole units sent in minor units, empty rates left out', async () => {
    const { user, onSubmit } = renderForm(completeProfile);
    // 5000.50 as it was saved (500050 minor units).
    expect(field('Feed post rate').value).toBe('5000.50');
    await fill(user, field('Feed post rate'), '12,500');
    await fill(user, field('Followers'), '30,000');
    await fill(user, field('Handle'), '@achieng.eats');
    await user.click(save());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({
      first_name: 'Achieng',
      last_name: 'Otieno',
      phone: '+254 712 345678',
      country_code: 'KE',
      location_id: 2,
      gender: 'FEMALE',
      date_of_birth: '1998-04-12',
      income_category: 'LOWER_MIDDLE',
      content_creator_type_id: 5,
      interests: ['FOOD'],
      bio: 'Food in Nairobi',
      channels: [
        {
          channel: 'INSTAGRAM',
          handle: 'achieng.eats',
          followers: 30_000,
          rates: [{ post_content_type: 'POST', amount_minor: 1_250_000 }],
        },
      ],
    });
  });

  it('refuses an amount that is not one, on its own field', async () => {
    const { user, onSubmit } = renderForm(completeProfile);
    await fill(user, field('Story rate'), '12.345');
    await user.click(save());
    await expectMessage('Story rate', AMOUNT_DECIMALS_MESSAGE);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("offers a channel's own post types and starts its rates again when the channel changes", async () => {
    const { user } = renderForm(completeProfile);
    const [row] = screen.getAllByTestId('channel-row');
    expect(inputIn(row, 'Feed post rate').value).toBe('5000.50');
    await choose(user, 'Channel', 'TikTok');
    expect(inputIn(row, 'Video rate').value).toBe('');
    expect(within(row).queryByLabelText('Feed post rate')).toBeNull();
    await choose(user, 'Channel', 'Instagram');
    expect(inputIn(row, 'Feed post rate').value).toBe('');
  });

  it('lists each channel once, and a removed row is not sent', async () => {
    const { user, onSubmit } = renderForm(completeProfile);
    await user.click(screen.getByRole('button', { name: 'Add a channel' }));
    const rows = screen.getAllByTestId('channel-row');
    expect(rows).toHaveLength(2);
    // Instagram is taken by the first row.
    await user.click(inputIn(rows[1], 'Channel'));
    expect(screen.getByRole('option', { name: 'Instagram' }).getAttribute('data-combobox-disabled')).toBe('true');
    await user.click(screen.getByRole('option', { name: 'TikTok' }));
    await fill(user, inputIn(rows[1], 'Handle'), 'achieng.tt');
    await fill(user, inputIn(rows[1], 'Followers'), '1200');
    await fill(user, inputIn(rows[1], 'Video rate'), '800');
    // Both channels are listed: nothing more to add.
    expect(screen.getByRole('button', { name: 'Add a channel' }).hasAttribute('disabled')).toBe(true);
    await user.click(within(rows[0]).getByRole('button', { name: 'Remove Instagram' }));
    expect(screen.getAllByTestId('channel-row')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    await user.click(save());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0].channels).toEqual([
      {
        channel: 'TIKTOK',
        handle: 'achieng.tt',
        followers: 1200,
        rates: [{ post_content_type: 'VIDEO', amount_minor: 80_000 }],
      },
    ]);
  });

  it("puts the server's field errors on their fields (a channel's handle, an interest)", async () => {
    const error = new ApiError(400, 'Invalid profile', {
      code: 'VALIDATION',
      issues: [
        { field: 'channels.0.handle', message: 'A handle has letters, digits, dots, dashes and underscores only' },
        { field: 'interests.0', message: 'Unknown interest "FOOD"' },
      ],
    });
    renderForm(completeProfile, { error });
    await expectMessage('Handle', 'A handle has letters, digits, dots, dashes and underscores only');
    await expectMessage('Interests', 'Unknown interest "FOOD"');
    expect(screen.queryByTestId('form-error')).toBeNull();
  });
});
