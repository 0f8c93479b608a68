import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { METRICS_CSV_COLUMNS } from '@app/shared/reporting';
import { QUERY_ROOTS } from '../../../../lib/query-keys';
import { campaignId, companyOf, serve } from '../../../payments/test/fixtures';
import { renderPayments } from '../../../payments/test/render';
import { issuesReply } from '../../test/readings-fixtures';
import { ImportMetricsButton } from './ImportMetricsButton';

const importRoute = 'POST /api/reporting/imports';
const header = METRICS_CSV_COLUMNS.join(',');
const GOOD = `${header}\nhttps://www.instagram.com/p/abc/,2027-03-10,12500,4000,9100,80,10,6,4,25000\n`;

const reviewer = companyOf('OWNER', ['company.view', 'reports.view', 'content.approve']);

const csvFile = (text: string, name = 'figures.csv') => new File([text], name, { type: 'text/csv' });

function renderButton(company = reviewer) {
  const rendered = renderPayments(<ImportMetricsButton campaignId={campaignId} />, {
    path: `/companies/${company.id}/reports`,
    pattern: 'reports',
    company,
  });
  return { ...rendered, dialog: () => screen.getByRole('dialog', { name: 'Import figures from a CSV file' }) };
}

async function openAndChoose(user: ReturnType<typeof renderButton>['user'], dialog: () => HTMLElement, file: File) {
  await user.click(screen.getByRole('button', { name: 'Import CSV' }));
  const input = dialog().querySelector('input[type="file"]') as HTMLInputElement;
  await user.upload(input, file);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ImportMetricsButton', () => {
  it('lists the documented columns in order, each with what it holds', async () => {
    serve();
    const { user, dialog } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    const table = within(dialog()).getByRole('table', { name: 'Columns of the file, in order' });
    const names = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0].textContent);
    expect(names).toEqual([...METRICS_CSV_COLUMNS]);
  });

  it("lists each bad line's problem from a 400 with issues, in line order: nothing imported", async () => {
    const calls = serve({
      [importRoute]: issuesReply('csv: line 2, date: must be a day as YYYY-MM-DD (and 2 more)', [
        { field: 'lines.3.reach', message: 'must be a whole number' },
        { field: 'lines.2.date', message: 'must be a day as YYYY-MM-DD' },
        { field: 'lines.4.row', message: 'expected 10 columns, found 9' },
      ]),
    });
    const { user, dialog } = renderButton();
    const bad = `${header}\nhttps://www.instagram.com/p/abc/,10/03/2027,12500,4000,9100,80,10,6,4,25000\n`;
    await openAndChoose(user, dialog, csvFile(bad));
    await user.click(within(dialog()).getByRole('button', { name: 'Import' }));
    const problems = await within(dialog()).findByTestId('import-problems');
    expect(within(problems).getByText('Nothing was imported')).toBeTruthy();
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Line 2, date: must be a day as YYYY-MM-DD',
      'Line 3, reach: must be a whole number',
      'Line 4: expected 10 columns, found 9',
    ]);
    // The file travels as its text, for the campaign.
    expect(calls.filter((call) => call.route === importRoute)[0].body).toEqual({ campaign_id: campaignId, csv: bad });
    expect(within(dialog()).queryByTestId('import-success')).toBeNull();
  });

  it('says how many readings and posts were imported and refreshes the report queries', async () => {
    serve({ [importRoute]: { imported: 3, posts: 2 } });
    const { user, dialog, queryClient } = renderButton();
    const reportKey = [QUERY_ROOTS.reporting, 'metrics', { campaign: campaignId }];
    queryClient.setQueryData(reportKey, { data: 'before' });
    await openAndChoose(user, dialog, csvFile(GOOD));
    await user.click(within(dialog()).getByRole('button', { name: 'Import' }));
    expect((await within(dialog()).findByTestId('import-success')).textContent).toContain(
      'Imported 3 readings for 2 posts.',
    );
    expect(queryClient.getQueryState(reportKey)?.isInvalidated).toBe(true);
    await user.click(within(dialog()).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses a file that is not CSV or is over 5 MB before sending anything', async () => {
    const calls = serve({ [importRoute]: { imported: 1, posts: 1 } });
    const { user, dialog } = renderButton();
    await openAndChoose(user, dialog, new File(['x'], 'figures.xlsx', { type: 'application/vnd.ms-excel' }));
    await within(dialog()).findByText('"figures.xlsx" is not a CSV file: choose a .csv file');
    const big = csvFile('x');
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    await user.upload(dialog().querySelector('input[type="file"]') as HTMLInputElement, big);
    await within(dialog()).findByText('"figures.csv" is larger than 5 MB: split it into smaller files');
    await user.click(within(dialog()).getByRole('button', { name: 'Import' }));
    expect(calls.filter((call) => call.route === importRoute)).toHaveLength(0);
  });

  it("downloads a template with the header and the campaign's live post links", async () => {
    const links = ['https://www.instagram.com/p/one/', 'https://www.instagram.com/p/two/'];
    serve({
      'POST /api/reporting/campaign_metrics': {
        data: {
          posts: links.map((link, i) => ({
            id: `d0d0d0d0-0000-4000-8000-00000000000${i + 1}`,
            influencer_id: 7,
            platform: 'INSTAGRAM',
            media_type: 'POST',
            submission_link: link,
          })),
        },
      },
    });
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:template';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user, dialog } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Download the template' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const lines = (await blobs[0].text()).trim().split('\r\n');
    expect(lines[0]).toBe(header);
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 1)[0])).toEqual([
      'https://www.instagram.com/p/one/',
      'https://www.instagram.com/p/two/',
    ]);
    expect(lines[1]).toMatch(/^https:\/\/www\.instagram\.com\/p\/one\/,\d{4}-\d{2}-\d{2},,,,,,,,$/);
  });

  it('is not offered to a member who may not approve content', () => {
    serve();
    renderButton(companyOf('COMPANY_MANAGER', ['company.view', 'reports.view']));
    expect(screen.queryByRole('button', { name: 'Import CSV' })).toBeNull();
  });
});
