import { describe, expect, it } from 'vitest';
import type { ConfigBundle } from '@app/shared/config';
import {
  channelLabel,
  countryName,
  countryOptions,
  matchCountry,
  interestGroups,
  keepLocationsOf,
  levelLabel,
  locationGroups,
  occupationOptions,
  orderChannels,
  postContentTypeLabel,
  subcategoryLabel,
  titleCase,
} from './lookups';

const config: Pick<ConfigBundle, 'channels' | 'countries' | 'all_locations' | 'categories'> = {
  channels: [
    {
      value: 'TIKTOK',
      label: 'TikTok',
      icon_location: '',
      levels: [{ level: 'NANO', label: 'Nano', min_followers: 1000, max_followers: 9999 }],
      post_content_types: [{ value: 'VIDEO', label: 'Video' }],
    },
    {
      value: 'INSTAGRAM',
      label: 'Instagram',
      icon_location: '',
      levels: [{ level: 'MID', label: 'Mid-tier', min_followers: 50000, max_followers: null }],
      post_content_types: [{ value: 'REEL', label: 'Reel' }],
    },
  ],
  countries: [
    { code: 'KE', name: 'Kenya', currency: 'KES', timezone: 'Africa/Nairobi', dial_code: '+254', active: true },
    { code: 'NG', name: 'Nigeria', currency: 'NGN', timezone: 'Africa/Lagos', dial_code: '+234', active: true },
  ],
  all_locations: [
    { id: 1, country_code: 'KE', name: 'Nairobi' },
    { id: 2, country_code: 'KE', name: 'Mombasa' },
    { id: 3, country_code: 'NG', name: 'Lagos' },
  ],
  categories: [
    {
      enum_value: 'LIFESTYLE',
      en_label: 'Lifestyle',
      label: 'Lifestyle',
      subcategories: [
        { enum_value: 'FASHION', en_label: 'Fashion', label: 'Fashion', subcategory_type: 'POSTING' },
        { enum_value: 'FOOD', en_label: 'Food', label: 'Food & drink', subcategory_type: 'POSTING' },
      ],
    },
    {
      enum_value: 'PROFESSION',
      en_label: 'Profession',
      label: 'Profession',
      subcategories: [{ enum_value: 'DOCTOR', en_label: 'Doctor', label: 'Doctor', subcategory_type: 'OCCUPATION' }],
    },
  ],
};

describe('config lookups', () => {
  it('puts Instagram first and keeps the rest in order', () => {
    expect(orderChannels(config.channels, (c) => c.value).map((c) => c.value)).toEqual(['INSTAGRAM', 'TIKTOK']);
    expect(orderChannels(['X', 'TIKTOK'], (c) => c)).toEqual(['X', 'TIKTOK']);
    expect(
      orderChannels(['X', 'MYSPACE', 'TIKTOK', 'INSTAGRAM'], (c) => c, ['INSTAGRAM', 'TIKTOK', 'YOUTUBE', 'X']),
    ).toEqual(['INSTAGRAM', 'TIKTOK', 'X', 'MYSPACE']);
  });

  it('labels channels, levels, content types, countries and subcategories with fallbacks', () => {
    expect(channelLabel(config, 'TIKTOK')).toBe('TikTok');
    expect(channelLabel(config, 'LINKEDIN')).toBe('Linkedin');
    expect(levelLabel(config, 'INSTAGRAM', 'MID')).toBe('Mid-tier');
    expect(levelLabel(undefined, 'INSTAGRAM', 'MEGA')).toBe('Mega');
    expect(postContentTypeLabel(config, 'INSTAGRAM', 'REEL')).toBe('Reel');
    expect(countryName(config, 'NG')).toBe('Nigeria');
    expect(countryName(config, 'ZZ')).toBe('ZZ');
    expect(subcategoryLabel(config, 'FOOD')).toBe('Food & drink');
    expect(titleCase('LOWER_MIDDLE')).toBe('Lower middle');
  });

  it('splits interests (POSTING, by category) from occupations (PROFESSION)', () => {
    expect(interestGroups(config)).toEqual([
      {
        group: 'Lifestyle',
        items: [
          { value: 'FASHION', label: 'Fashion' },
          { value: 'FOOD', label: 'Food & drink' },
        ],
      },
    ]);
    expect(occupationOptions(config)).toEqual([{ value: 'DOCTOR', label: 'Doctor' }]);
  });

  it('limits locations to the chosen countries', () => {
    expect(locationGroups(config, ['KE'])).toEqual([
      {
        group: 'Kenya',
        items: [
          { value: '2', label: 'Mombasa' },
          { value: '1', label: 'Nairobi' },
        ],
      },
    ]);
    expect(locationGroups(config, []).map((g) => g.group)).toEqual(['Kenya', 'Nigeria']);
    expect(keepLocationsOf(config, ['NG'], [1, 3])).toEqual([3]);
    expect(keepLocationsOf(config, [], [1, 3])).toEqual([1, 3]);
  });
});

describe('company country field', () => {
  it('offers the bundle countries by name and keeps an unknown saved value', () => {
    expect(countryOptions(config.countries, null)).toEqual(['Kenya', 'Nigeria']);
    expect(countryOptions(config.countries, 'Kenya')).toEqual(['Kenya', 'Nigeria']);
    expect(countryOptions(config.countries, 'Atlantis')).toEqual(['Atlantis', 'Kenya', 'Nigeria']);
  });

  it('accepts a name typed in full', () => {
    expect(matchCountry(config.countries, '  kenya ')).toBe('Kenya');
    expect(matchCountry(config.countries, 'Ken')).toBeNull();
    expect(matchCountry(config.countries, '')).toBeNull();
  });
});
