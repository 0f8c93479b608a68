import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@app/shared/notifications';
import type { SmeSettings } from '@app/shared/sme';
import { settingsBody, settingsFormValues, smeSettingsFormSchema } from './settings-form';

const saved: SmeSettings = {
  business: {
    name: 'Mama Njeri Bakery',
    description: null,
    website: null,
    industry: 'Food & beverage',
    country: 'Kenya',
    logo: null,
  },
  mpesa_phone: '254712345678',
  notification_preferences: { product_news: { email: true, in_app: false } },
};

describe('the SME settings form', () => {
  it('starts from the settings as saved, every topic present', () => {
    const values = settingsFormValues(saved);
    expect(values.business).toEqual({
      name: 'Mama Njeri Bakery',
      website: '',
      industry: 'Food & beverage',
      country: 'Kenya',
      description: '',
    });
    expect(values.mpesa_phone).toBe('254712345678');
    expect(values.notification_preferences).toEqual({
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      product_news: { email: true, in_app: false },
    });
  });

  it('says the shared M-Pesa message on the field, normalises a good number and reads empty as none', () => {
    const values = settingsFormValues(saved);
    const bad = smeSettingsFormSchema.safeParse({ ...values, mpesa_phone: '12345' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['mpesa_phone', 'M-Pesa number is a Kenyan mobile number such as 0712 345 678'],
    ]);
    expect(smeSettingsFormSchema.parse({ ...values, mpesa_phone: '0722 000 111' }).mpesa_phone).toBe('254722000111');
    expect(smeSettingsFormSchema.parse({ ...values, mpesa_phone: '  ' }).mpesa_phone).toBeNull();
  });

  it('names the business name on its field', () => {
    const values = settingsFormValues(saved);
    const empty = smeSettingsFormSchema.safeParse({ ...values, business: { ...values.business, name: ' ' } });
    // The first message of a field is the one shown.
    expect(empty.error?.issues[0]).toMatchObject({ path: ['business', 'name'], message: 'Business name is required' });
  });

  it('sends the M-Pesa number only when it changed; blanks as null', () => {
    const unchanged = settingsBody(
      smeSettingsFormSchema.parse({ ...settingsFormValues(saved), mpesa_phone: '0712345678' }),
      saved,
    );
    expect(unchanged).not.toHaveProperty('mpesa_phone');
    expect(unchanged.business).toEqual({
      name: 'Mama Njeri Bakery',
      website: null,
      industry: 'Food & beverage',
      country: 'Kenya',
      description: null,
    });
    const cleared = settingsBody(smeSettingsFormSchema.parse({ ...settingsFormValues(saved), mpesa_phone: '' }), saved);
    expect(cleared.mpesa_phone).toBeNull();
    const changed = settingsBody(
      smeSettingsFormSchema.parse({ ...settingsFormValues(saved), mpesa_phone: '0799111222' }),
      saved,
    );
    expect(changed.mpesa_phone).toBe('254799111222');
  });
});
