import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@app/shared/notifications';
import type { SmeSettings } from '@app/shared/sme';
import { ROUTES } from '../../../../lib/paths';
import { expectMessage, field, fill, renderUi } from '../../../../test/render';
import { SmeSettingsPage } from './SmeSettingsPage';

const smeId = '3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const url = `/api/sme/${smeId}/settings`;

const saved: SmeSettings = {
  business: {
    name: 'Mama Njeri Bakery',
    description: 'Mandazi every morning',
    website: null,
    industry: 'Food & beverage',
    country: 'Kenya',
    logo: null,
  },
  mpesa_phone: '254712345678',
  notification_preferences: DEFAULT_NOTIFICATION_PREFERENCES,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const BUNDLE = {
  categories: [],
  channels: [],
  countries: [{ name: 'Kenya' }, { name: 'Uganda' }],
  all_locations: [],
  active_countries: [],
  verification_statuses: [],
  pre_live_check_statuses: [],
};

/** The network boundary: GET and PUT of the settings (PUT answers `put`), the countries; the PUT bodies sent. */
function serve(put: (body: Record<string, unknown>) => Response) {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname;
      if (request.method === 'GET' && path === url) return json(200, saved);
      if (request.method === 'GET' && path === '/api/conf/all') return json(200, BUNDLE);
      if (request.method === 'PUT' && path === url) {
        const body = JSON.parse(await request.text()) as Record<string, unknown>;
        sent.push(body);
        return put(body);
      }
      return json(404, { statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message: 'Not found' });
    }),
  );
  return sent;
}

function renderPage() {
  return renderUi(
    <Routes>
      <Route path={ROUTES.sme.company.settings} element={<SmeSettingsPage />} />
    </Routes>,
    { path: `/sme/${smeId}/settings` },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the SME settings form', () => {
  it('puts its own checks on their fields and sends nothing', async () => {
    const sent = serve(() => json(200, saved));
    const { user } = renderPage();
    await screen.findByRole('form', { name: 'Settings' });
    expect(field('Business name').value).toBe('Mama Njeri Bakery');
    expect(field('M-Pesa number').value).toBe('254712345678');

    await fill(user, field('Business name'), ' ');
    await fill(user, field('M-Pesa number'), '12345');
    await fill(user, field('Website'), 'example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await expectMessage('Business name', 'Business name is required');
    await expectMessage('M-Pesa number', 'M-Pesa number is a Kenyan mobile number such as 0712 345 678');
    await expectMessage('Website', 'Website must start with http:// or https://');
    expect(sent).toEqual([]);
  });

  it("puts the server's field errors on their fields, not in the alert", async () => {
    serve(() =>
      json(400, {
        statusCode: 400,
        error: 'Bad Request',
        code: 'VALIDATION',
        message: 'business.name: Business name is taken',
        field: 'business.name',
        issues: [
          { field: 'business.name', message: 'Business name is taken' },
          { field: 'mpesa_phone', message: 'This number cannot pay' },
        ],
      }),
    );
    const { user } = renderPage();
    await screen.findByRole('form', { name: 'Settings' });
    await fill(user, field('M-Pesa number'), '0722 000 111');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await expectMessage('Business name', 'Business name is taken');
    await expectMessage('M-Pesa number', 'This number cannot pay');
    expect(screen.queryByTestId('form-error')).toBeNull();
  });

  it('saves in one PUT (the M-Pesa number only when it changed) and says so', async () => {
    const sent = serve((body) =>
      json(200, { ...saved, ...body, business: { ...saved.business, ...(body.business as object) } }),
    );
    const { user } = renderPage();
    await screen.findByRole('form', { name: 'Settings' });
    await fill(user, field('Description'), 'Fresh mandazi and chapati');
    const news = screen.getByRole('group', { name: 'Product news' });
    await user.click(within(news).getByRole('switch', { name: 'E-mail' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByText('Your settings were saved.');
    expect(sent).toHaveLength(1);
    expect(sent[0]).not.toHaveProperty('mpesa_phone');
    expect(sent[0].business).toEqual({
      name: 'Mama Njeri Bakery',
      description: 'Fresh mandazi and chapati',
      website: null,
      industry: 'Food & beverage',
      country: 'Kenya',
    });
    expect((sent[0].notification_preferences as Record<string, unknown>).product_news).toEqual({
      email: !DEFAULT_NOTIFICATION_PREFERENCES.product_news.email,
      in_app: DEFAULT_NOTIFICATION_PREFERENCES.product_news.in_app,
    });
    await waitFor(() => expect(field('Description').value).toBe('Fresh mandazi and chapati'));
  });
});
