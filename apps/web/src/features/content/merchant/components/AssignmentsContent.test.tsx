import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '../../../../lib/paths';
import { assignments, campaignId, companyId, contentId, jobId, serve } from '../test/fixtures';
import { renderContentPage } from '../test/render-page';
import { AssignmentsContent } from './AssignmentsContent';

const route = `GET /api/companies/${companyId}/assignments`;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AssignmentsContent', () => {
  it("lists each creator's posts with their state, linking to the review", async () => {
    const calls = serve({ [route]: assignments });
    const { user, location } = renderContentPage(
      [
        {
          path: ROUTES.company.campaignDetails,
          element: <AssignmentsContent companyId={companyId} scope={{ campaignId }} />,
        },
        { path: ROUTES.company.preApprovalTask, element: <p>Review page</p> },
      ],
      `/companies/${companyId}/details/${campaignId}`,
    );
    const [active, waiting] = await screen.findAllByTestId('assignment-content');
    expect(calls.find((c) => c.route === route)?.query).toEqual({ campaign_id: campaignId });
    expect(within(active).getByText('Wanjiru K.')).toBeTruthy();
    await waitFor(() => expect(within(active).getByText('Instagram · Reel × 2')).toBeTruthy());
    const [first, second] = within(active).getAllByTestId('assignment-post');
    expect(within(first).getByTestId('content-status').textContent).toBe('Waiting for review');
    expect(within(first).getByTestId('content-late')).toBeTruthy();
    expect(within(second).getByText('Not submitted yet')).toBeTruthy();
    expect(within(waiting).getByText('Waiting for contract')).toBeTruthy();

    await user.click(within(first).getByRole('link', { name: 'Post 1 by Wanjiru K.: Waiting for review' }));
    await waitFor(() => expect(location()).toBe(`/companies/${companyId}/pre-approval/${contentId(1)}`));
  });

  it("asks for a job's work, and says when there is none yet", async () => {
    const calls = serve({ [route]: [] });
    renderContentPage(
      [{ path: ROUTES.company.job, element: <AssignmentsContent companyId={companyId} scope={{ jobId }} /> }],
      `/companies/${companyId}/jobs/${jobId}`,
    );
    expect(await screen.findByTestId('assignments-empty')).toBeTruthy();
    expect(calls.find((c) => c.route === route)?.query).toEqual({ job_id: jobId });
  });
});
