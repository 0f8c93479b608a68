import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../../test/render';
import { CampaignLogoUpload } from './CampaignLogoUpload';

const campaignId = '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9';
const campaign = { id: campaignId, name: 'Cold-pressed launch', thumbnail: '/uploads/campaign-logos/old.png' };

function image(name: string, type: string, size = 1024): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

interface Upload {
  path: string;
  fields: [string, string][];
}

/** POST /api/upload/campaign/logo answers `answer`; every upload is kept with its multipart fields in order. */
function serve(
  answer: () => Response = () =>
    new Response(JSON.stringify({ thumbnail: '/uploads/campaign-logos/new.png' }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    }),
) {
  const uploads: Upload[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const form = await request.formData();
      uploads.push({
        path: `${request.method} ${new URL(request.url).pathname}`,
        fields: [...form.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : value.name]),
      });
      return answer();
    }),
  );
  return uploads;
}

async function choose(file: File) {
  // The hidden input's accept list must not filter the file before the widget sees it.
  const user = userEvent.setup({ delay: null, applyAccept: false });
  await user.upload(screen.getByLabelText('Campaign logo file'), file);
}

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => notifications.clean());
});

describe('CampaignLogoUpload', () => {
  it('shows the logo and sends a new one as multipart, campaign_id then file', async () => {
    const uploads = serve();
    const { user } = renderUi(<CampaignLogoUpload campaign={campaign} mayChange />);
    expect(screen.getByRole('img', { name: 'Logo of Cold-pressed launch' }).getAttribute('src')).toBe(
      '/uploads/campaign-logos/old.png',
    );
    await user.click(screen.getByRole('button', { name: 'Change logo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the campaign logo' });
    expect(within(dialog).getByText('JPEG or PNG, up to 5 MB')).toBeTruthy();

    await choose(image('logo.png', 'image/png'));
    await waitFor(() =>
      expect(uploads).toEqual([
        {
          path: 'POST /api/upload/campaign/logo',
          fields: [
            ['campaign_id', campaignId],
            ['file', 'logo.png'],
          ],
        },
      ]),
    );
    expect((await screen.findByTestId('toast-success')).textContent).toContain('The campaign logo was changed.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("refuses another type or a file over 5 MB with the spec's messages, sending nothing", async () => {
    const uploads = serve();
    const { user } = renderUi(<CampaignLogoUpload campaign={{ ...campaign, thumbnail: null }} mayChange />);
    expect(screen.queryByRole('img', { name: /Logo of/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Change logo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the campaign logo' });
    expect(within(dialog).getByText('This campaign has no logo yet.')).toBeTruthy();

    await choose(image('anim.gif', 'image/gif'));
    expect((await within(dialog).findByTestId('upload-error')).textContent).toBe('File "anim.gif" is not accepted');
    await choose(image('huge.png', 'image/png', 5 * 1024 * 1024 + 1));
    expect((await within(dialog).findByTestId('upload-error')).textContent).toBe('File "huge.png is too large"');
    expect(uploads).toEqual([]);
  });

  it("shows the server's refusal of the file under the zone, and toasts a 403 by its code", async () => {
    let answer = { status: 400, code: 'VALIDATION', field: 'file', message: 'file: File "logo.png" is not accepted' };
    serve(
      () =>
        new Response(JSON.stringify({ statusCode: answer.status, error: 'Error', ...answer }), {
          status: answer.status,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const { user } = renderUi(<CampaignLogoUpload campaign={campaign} mayChange />);
    await user.click(screen.getByRole('button', { name: 'Change logo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the campaign logo' });
    await choose(image('logo.png', 'image/png'));
    expect((await within(dialog).findByTestId('upload-error')).textContent).toBe('File "logo.png" is not accepted');

    answer = { status: 403, code: 'FORBIDDEN', field: '', message: 'Forbidden' };
    await choose(image('logo.png', 'image/png'));
    expect((await screen.findByTestId('toast-error')).textContent).toContain(
      "You may not change this campaign's logo.",
    );
    expect(screen.getByRole('dialog', { name: 'Change the campaign logo' })).toBeTruthy();
  });

  it('offers no change without campaign.create', () => {
    renderUi(<CampaignLogoUpload campaign={campaign} mayChange={false} />);
    expect(screen.getByRole('img', { name: 'Logo of Cold-pressed launch' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change logo' })).toBeNull();
  });
});
