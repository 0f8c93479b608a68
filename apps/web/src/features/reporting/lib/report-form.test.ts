import { describe, expect, it } from 'vitest';
import { NOT_A_NUMBER_MESSAGE } from '../../../lib/numbers';
import { capturedAtOf, emptyReportForm, reportFormData, reportFormSchema, type ReportFormValues } from './report-form';

const TODAY = '2027-03-15';
const values = (overrides: Partial<ReportFormValues> = {}): ReportFormValues => ({
  ...emptyReportForm(),
  impressions: '12,500',
  reach: '4000',
  views: '9100',
  likes: '80',
  comments: '10',
  shares: '6',
  saved: '4',
  followers: '25000',
  file: new File(['png'], 'insights.png', { type: 'image/png' }),
  ...overrides,
});

const problems = (input: ReportFormValues) => {
  const result = reportFormSchema(TODAY).safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('reportFormSchema', () => {
  it('takes whole numbers with thousands separators, no day, and a screenshot', () => {
    expect(problems(values())).toEqual({});
  });

  it("refuses what the API refuses, with the form's words", () => {
    expect(problems(values({ likes: '8.5' }))).toEqual({ likes: NOT_A_NUMBER_MESSAGE });
    expect(problems(values({ views: '' }))).toEqual({ views: 'Enter the views' });
    expect(problems(values({ reach: '20000' }))).toEqual({ reach: 'Reach cannot be more than impressions' });
    expect(problems(values({ followers: '10000000001' }))).toEqual({ followers: 'Followers is too large' });
    expect(problems(values({ file: null }))).toEqual({ file: 'Attach a screenshot of the insights screen' });
    expect(problems(values({ captured_day: '2027-03-16' }))).toEqual({
      captured_day: 'The figures cannot be read in the future',
    });
    expect(problems(values({ captured_day: TODAY }))).toEqual({});
  });
});

describe('capturedAtOf', () => {
  const now = new Date('2027-03-15T12:00:00Z');
  it('is nothing (now) for no day or today, else the end of that day', () => {
    expect(capturedAtOf('', now)).toBeNull();
    expect(capturedAtOf('2027-03-20', now)).toBeNull();
    const past = capturedAtOf('2027-03-10', now)!;
    expect(new Date(past).getTime()).toBeLessThan(now.getTime());
    expect(new Date(past).getTime() + 1).toBe(new Date(2027, 2, 11).getTime());
  });
});

describe('reportFormData', () => {
  it('holds the figures as digits, captured_at for a past day, and the file last', () => {
    const form = reportFormData(values({ captured_day: '2027-03-10' }), new Date('2027-03-15T12:00:00Z'));
    const entries = [...form.entries()];
    expect(entries.map(([key]) => key)).toEqual([
      'impressions',
      'reach',
      'views',
      'likes',
      'comments',
      'shares',
      'saved',
      'followers',
      'captured_at',
      'file',
    ]);
    expect(form.get('impressions')).toBe('12500');
    expect((form.get('file') as File).name).toBe('insights.png');
  });
});
