import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '../../../../lib/paths';
import { field, fill } from '../../../../test/render';
import { companyId, groupId, jobId, jobOf, json, serve } from '../test/fixtures';
import { renderJobsPage } from '../test/render-page';
import { StartJobPage } from './StartJobPage';

/** The page in a data router (the leave-page question needs one), with the job page and the list to go to. */
function renderPage(path = `/companies/${companyId}/start-job`) {
  return renderJobsPage(ROUTES.company.startJob, <StartJobPage />, path, {
    others: [
      { path: ROUTES.company.job, element: <p>Job page</p> },
      { path: ROUTES.company.jobs, element: <p>Jobs</p> },
    ],
  });
}

type User = ReturnType<typeof userEvent.setup>;
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const location = () => screen.getByTestId('location').textContent;
const tasks = () => screen.queryAllByTestId('job-task');

async function pick(user: User, label: string, option: string | RegExp) {
  await user.click(field(label));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Kenya chosen (its currency and minimum budget arrive), Instagram ticked, one task of two feed posts. */
async function chooseKenyaWithTask(user: User) {
  await screen.findByText(/For the brand/);
  await waitFor(() => expect(field('Country').getAttribute('placeholder')).toBe('Choose a country'));
  await pick(user, 'Country', 'Kenya');
  await waitFor(() => expect(field('Budget').value).toBe('10000'));
  await user.click(await screen.findByRole('checkbox', { name: 'Instagram' }));
  await user.click(button('Add a task'));
  const row = tasks()[0];
  await user.selectOptions(within(row).getByLabelText(/^Type of post/), 'POST');
  await fill(user, within(row).getByLabelText(/^Posts/), '2');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('StartJobPage', () => {
  it('publishes an open-selection job: shared schema parses it, dates carry country offset, job opens', async () => {
    const calls = serve({
      'POST /api/jobs-marketplace/job': (body: Record<string, unknown> | null) => jobOf({ name: String(body?.name) }),
    });
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { name: 'Start a job' })).toBeTruthy();
    await chooseKenyaWithTask(user);
    await fill(user, field('Job name'), 'Street food series');
    await fill(user, field('Budget'), '50,000');
    await fill(user, field('Bidding opens on'), '10/01/2027');
    await fill(user, field('Bidding closes on'), '20/01/2027');
    await fill(user, field('Estimated start'), '01/02/2027');
    expect(screen.getByTestId('job-timezone').textContent).toContain('Africa/Nairobi (UTC+03:00)');
    // Open selection is the default mode; a gender and an age range narrow it.
    expect((screen.getByRole('radio', { name: 'Open selection' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    await fill(user, field('Minimum age'), '21');
    await user.click(button('Publish'));

    await waitFor(() => expect(location()).toBe(`/companies/${companyId}/jobs/${jobId}`));
    const sent = calls.filter((c) => c.route === 'POST /api/jobs-marketplace/job');
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toEqual({
      brand_id: companyId,
      name: 'Street food series',
      bid_start_date: '2027-01-10T09:00:00+03:00',
      bid_end_date: '2027-01-20T18:00:00+03:00',
      budget_minor: 5_000_000,
      currency: 'KES',
      country: 'KE',
      estimated_campaign_start_date: '2027-02-01T00:00:00+03:00',
      campaign_period: 'week',
      campaign_duration: 1,
      marketplace_mode: 'influencer_attributes',
      marketplace_values_group: [],
      marketplace_values_self_select: [],
      marketplace_values_influencer_attributes: {
        occupation: [],
        interests: [],
        age_group: { from: 21, to: 100 },
        posting_about: [],
        countries: [],
        locations: [],
        gender: 'FEMALE',
        income_category: [],
        influencer_levels: [],
      },
      channels: ['INSTAGRAM'],
      tasks: [{ channel: 'INSTAGRAM', post_content_type: 'POST', number: 2 }],
      publish: true,
      pre_approval: true,
    });
  });

  it('names what is missing on the fields and sends nothing', async () => {
    const calls = serve();
    const { user } = renderPage();
    await screen.findByText(/For the brand/);
    await user.click(button('Publish'));
    expect(await screen.findByText('Give the job a name')).toBeTruthy();
    expect(screen.getByText('Choose a country')).toBeTruthy();
    expect(screen.getByText('Choose the day bidding opens')).toBeTruthy();
    expect(screen.getByText('Choose at least one channel')).toBeTruthy();
    expect(screen.getByText('Add at least one task')).toBeTruthy();
    expect(field('Job name').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.route === 'POST /api/jobs-marketplace/job')).toBe(false);
    // A message goes once its field is put right.
    await fill(user, field('Job name'), 'Street food');
    await waitFor(() => expect(screen.queryByText('Give the job a name')).toBeNull());
  });

  it('another mode clears chosen groups and tasks; a new country also resets currency, budget, channels', async () => {
    serve();
    const { user } = renderPage();
    await chooseKenyaWithTask(user);
    expect(tasks()).toHaveLength(1);

    await user.click(screen.getByRole('radio', { name: 'Creator group' }));
    expect(tasks()).toHaveLength(0);
    expect(await screen.findByText('The chosen creators, groups and tasks were cleared.')).toBeTruthy();
    await pick(user, 'Creator groups', /Nairobi foodies/);
    const pill = () => screen.queryByText('Nairobi foodies (2 creators)', { selector: '.mantine-Pill-label' });
    expect(pill()).toBeTruthy();
    await user.click(button('Add a task'));
    expect(tasks()).toHaveLength(1);

    await pick(user, 'Country', 'Nigeria');
    await waitFor(() => expect(field('Budget').value).toBe('150000'));
    expect(screen.getByLabelText('Budget currency')).toHaveProperty('value', 'NGN');
    expect(tasks()).toHaveLength(0);
    // Instagram is not offered in Nigeria: it is no longer ticked nor offered; TikTok is.
    expect(screen.queryByRole('checkbox', { name: 'Instagram' })).toBeNull();
    expect((screen.getByRole('checkbox', { name: 'TikTok' }) as HTMLInputElement).checked).toBe(false);
    // The chosen group went too: the mode is kept, its selection emptied.
    expect((screen.getByRole('radio', { name: 'Creator group' }) as HTMLInputElement).checked).toBe(true);
    expect(pill()).toBeNull();
  });

  it('self selection: creators ticked in the search are chosen, looked up by id, and removed one by one', async () => {
    serve();
    const { user } = renderPage();
    await chooseKenyaWithTask(user);
    await user.click(screen.getByRole('radio', { name: 'Self selection' }));
    expect(screen.getByTestId('job-selected-count').textContent).toBe('0 creators chosen');
    const checkboxes = await screen.findAllByRole('checkbox', { name: /Select Wanjiru K\./ });
    await user.click(checkboxes[0]);
    await waitFor(() => expect(screen.getByTestId('job-selected-count').textContent).toBe('1 creator chosen'));
    await waitFor(() =>
      expect(within(screen.getAllByTestId('job-chosen-creator')[0]).getByText('Wanjiru K.')).toBeTruthy(),
    );
    await user.click(button('Remove Wanjiru K.'));
    expect(screen.getByTestId('job-selected-count').textContent).toBe('0 creators chosen');
  });

  it('shows a refused field on that field, and saves a draft into the address', async () => {
    let reply: Response | null = json(400, {
      statusCode: 400,
      error: 'Bad Request',
      code: 'VALIDATION',
      field: 'currency',
      message: 'Unknown currency "KES"',
    });
    const calls = serve({
      'POST /api/jobs-marketplace/job': (body: Record<string, unknown> | null) => {
        if (reply) {
          const answer = reply;
          reply = null;
          return answer;
        }
        return jobOf({ status: 'DRAFT', name: String(body?.name) });
      },
    });
    const { user } = renderPage();
    await chooseKenyaWithTask(user);
    await fill(user, field('Job name'), 'Street food series');
    await fill(user, field('Bidding opens on'), '10/01/2027');
    await fill(user, field('Bidding closes on'), '20/01/2027');
    await fill(user, field('Estimated start'), '01/02/2027');
    await user.click(button('Save as draft'));
    expect(
      await screen.findByText('Unknown currency "KES"', { selector: '.mantine-InputWrapper-error, [id$="-error"]' }),
    ).toBeTruthy();
    expect(field('Budget').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('form-error').textContent).toContain('Unknown currency');

    await user.click(button('Save as draft'));
    await waitFor(() => expect(location()).toBe(`/companies/${companyId}/start-job?job_id=${jobId}`));
    const saves = calls.filter((c) => c.route === 'POST /api/jobs-marketplace/job');
    expect(saves.at(-1)?.body).toMatchObject({ publish: false, name: 'Street food series' });
    expect(saves.at(-1)?.body).not.toHaveProperty('job_id');
    // The same form stays; the next save changes that job.
    expect(field('Job name').value).toBe('Street food series');
    await user.click(button('Save as draft'));
    await waitFor(() => expect(calls.filter((c) => c.route === 'POST /api/jobs-marketplace/job')).toHaveLength(3));
    expect(calls.filter((c) => c.route === 'POST /api/jobs-marketplace/job').at(-1)?.body).toMatchObject({
      job_id: jobId,
      publish: false,
    });
  });

  it('edits a job without bids from ?job_id, its dates in the country zone and its tasks as rows', async () => {
    serve({
      [`GET /api/jobs-marketplace/jobs/${jobId}`]: jobOf({
        status: 'DRAFT',
        marketplace_mode: 'groups',
        marketplace_values_group: [groupId],
      }),
    });
    renderPage(`/companies/${companyId}/start-job?job_id=${jobId}`);
    expect(await screen.findByRole('heading', { name: 'Edit a job' })).toBeTruthy();
    await waitFor(() => expect(field('Job name').value).toBe('Street food series'));
    expect(field('Bidding opens on').value).toBe('10/01/2027');
    expect(field('Opening time').value).toBe('09:00');
    expect(field('Closing time').value).toBe('18:00');
    expect(field('Estimated start').value).toBe('01/02/2027');
    expect(field('Budget').value).toBe('50000');
    expect((screen.getByRole('radio', { name: 'Creator group' }) as HTMLInputElement).checked).toBe(true);
    expect(tasks()).toHaveLength(2);
    expect(within(tasks()[0]).getByLabelText(/^Posts/)).toHaveProperty('value', '2');
    expect(button('Publish')).toBeTruthy();
  });

  it('does not edit a job that has bids', async () => {
    serve({ [`GET /api/jobs-marketplace/jobs/${jobId}`]: jobOf({ bids_count: 2 }) });
    renderPage(`/companies/${companyId}/start-job?job_id=${jobId}`);
    expect(await screen.findByText('This job cannot be edited any more')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the job' }).getAttribute('href')).toBe(
      `/companies/${companyId}/jobs/${jobId}`,
    );
  });

  it('asks before leaving with unsaved changes', async () => {
    serve();
    const { user, router } = renderPage();
    await screen.findByText(/For the brand/);
    await fill(user, field('Job name'), 'Unsaved');
    void router.navigate(`/companies/${companyId}/jobs`);
    expect(await screen.findByText('Leave without saving?')).toBeTruthy();
    await user.click(button('Stay'));
    await waitFor(() => expect(screen.queryByText('Leave without saving?')).toBeNull());
    expect(location()).toBe(`/companies/${companyId}/start-job`);
    void router.navigate(`/companies/${companyId}/jobs`);
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(location()).toBe(`/companies/${companyId}/jobs`));
  });
});
