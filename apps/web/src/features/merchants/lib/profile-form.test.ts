import { describe, expect, it } from 'vitest';
import { planProfileUpdate, profileDetailsFormSchema } from './profile-form';

const valid = {
  first_name: '  Amina ',
  last_name: 'Otieno  ',
  business_name: '',
  date_of_birth: '1990-05-01',
  phone: '+254 712 345678',
};

describe('profile details form', () => {
  it('trims names and accepts blank optional fields', () => {
    const parsed = profileDetailsFormSchema.parse({ ...valid, date_of_birth: '', phone: '' });
    expect(parsed).toMatchObject({
      first_name: 'Amina',
      last_name: 'Otieno',
      business_name: '',
      date_of_birth: '',
      phone: '',
    });
  });

  it('refuses someone younger than 18 and a bad phone', () => {
    const today = new Date();
    const young = `${today.getUTCFullYear() - 17}-01-01`;
    const result = profileDetailsFormSchema.safeParse({ ...valid, date_of_birth: young, phone: 'abc' });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toContain('date_of_birth: You must be at least 18 years old');
    expect(messages.some((m) => m.startsWith('phone:'))).toBe(true);
  });

  it('sends the phone only when it changed', () => {
    const values = profileDetailsFormSchema.parse(valid);
    expect(planProfileUpdate(values, { phone: '+254 712 345678' }).phone).toBeNull();
    expect(planProfileUpdate(values, { phone: '+254 700 000000' }).phone).toBe('+254 712 345678');
    expect(planProfileUpdate({ ...values, phone: '' }, { phone: '+254 700 000000' }).phone).toBeNull();
  });

  it('builds the PUT body with nulls for blanks', () => {
    const values = profileDetailsFormSchema.parse({ ...valid, business_name: ' Duka Bora ', date_of_birth: '' });
    expect(planProfileUpdate(values, { phone: null }).profile).toEqual({
      first_name: 'Amina',
      last_name: 'Otieno',
      business_name: 'Duka Bora',
      date_of_birth: null,
    });
  });
});
