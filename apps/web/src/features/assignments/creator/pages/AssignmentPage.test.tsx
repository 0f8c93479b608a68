import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import type { Assignment } from '@app/shared/assignments';
import type { ContentItem } from '@app/shared/content';
import { creatorSessionStore } from '../../../../lib/creator-session';
import { ROUTES } from '../../../../lib/paths';
import { expectMessage, field, fill, messageOf, renderUi } from '../../../../test/render';
import { FakeXhr } from '../../../content/lib/upload-fake-xhr';
import { creatorProfile, stubApi } from '../../../creator-accounts/test/fixtures';
import { CreatorAssignmentPage } from './AssignmentPage';
import {
  activeAssignment,
  assignmentId,
  awaitingContract,
  contentIdOf,
  contentItem,
  postIn,
  withPosts,
  workContractId,
} from '../test/fixtures';

const MB = 1024 * 1024;

function renderPage(id = assignmentId) {
  return renderUi(
    <Routes>
      <Route path={ROUTES.creator.assignment} element={<CreatorAssignmentPage />} />
    </Routes>,
    { path: `/creator/work/${id}` },
  );
}

type Answer = { status: number; body: unknown };

/** The API with the work as `current()` says and its posts' items (and their files); extra routes as given. */
function api(current: () => Assignment, items: () => ContentItem[] = () => [], extra: Record<string, any> = {}) {
  const routes: Record<string, Answer | ((request: Request) => Answer | undefined)> = {
    'GET /api/creator/me': { status: 200, body: creatorProfile },
    'GET /api/creator/assignments': () => ({ status: 200, body: [current()] }),
    ...extra,
  };
  for (let post = 1; post <= 4; post++) {
    routes[`GET /api/creator/content/${contentIdOf(post)}`] = () => {
      const item = items().find((i) => i.post_index === post);
      return item ? { status: 200, body: item } : undefined;
    };
    for (let round = 1; round <= 3; round++)
      routes[`GET /api/creator/content/${contentIdOf(post)}/files/f${post}${round}`] = { status: 200, body: 'jpeg' };
  }
  return stubApi(routes);
}

const posts = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([request]) => request as Request).filter((request) => request.method === 'POST');

const card = async (post: number) =>
  (await screen.findAllByTestId('post-card')).find((c) => c.getAttribute('data-post') === String(post))!;

function media(name: string, type: string, size = 1024): File {
  const file = new File(['x'], name, { type, lastModified: 1 });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** Picks files in a post's draft form; the input's accept list must not filter them before the form sees them. */
async function choose(post: HTMLElement, ...files: File[]) {
  const user = userEvent.setup({ delay: null, applyAccept: false });
  await user.upload(within(post).getByLabelText('Photos and videos: choose files'), files);
}

const captionOf = (post: HTMLElement) => within(post).getByRole('textbox', { name: /^Caption/ }) as HTMLTextAreaElement;

beforeEach(() => {
  creatorSessionStore.set('creator-token');
  FakeXhr.reset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
  creatorSessionStore.clear();
});

describe('CreatorAssignmentPage', () => {
  it('shows the work and, while it waits for its contract, a link to sign it and no form', async () => {
    api(() => awaitingContract);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Cold-pressed launch', level: 1 })).toBeTruthy();
    expect(screen.getByTestId('assignment-status').textContent).toBe('Sign the contract to start');
    const summary = screen.getByTestId('work-summary');
    expect(summary.textContent).toContain('Instagram');
    expect(summary.textContent).toContain('2 × Post');
    expect(summary.textContent).toContain('KES 10,200.00');
    const state = screen.getByTestId('work-state');
    expect(state.textContent).toContain('Sign the contract first');
    expect(within(state).getByRole('link', { name: 'Read and sign “Content usage rights”' }).getAttribute('href')).toBe(
      `/creator/contracts/${workContractId}`,
    );
    const cards = screen.getAllByTestId('post-card');
    expect(cards.map((c) => c.getAttribute('data-action'))).toEqual(['contract', 'contract']);
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByTestId('earnings-link')).toBeNull();
  });

  it('says so when the work is not in the list', async () => {
    api(() => activeAssignment);
    renderPage('0f0f0f0f-0000-4000-8000-000000000000');
    expect(await screen.findByTestId('work-not-found')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Work not found', level: 1 })).toBeTruthy();
  });

  it('needs a caption and a file before sending, and refuses a wrong type or size by name', async () => {
    api(() => activeAssignment);
    const { user } = renderPage();
    const first = await card(1);
    await user.click(within(first).getByRole('button', { name: 'Send draft for review' }));
    // Two posts carry a Caption field: the first one's says what is missing.
    await waitFor(() => expect(messageOf(captionOf(first))).toBe('Write the caption you will post'));
    expect(within(first).getByTestId('media-error').textContent).toBe('Add at least one image or video');

    await choose(first, media('anim.gif', 'image/gif'), media('huge.png', 'image/png', 5 * MB + 1));
    const refusals = Array.from(within(first).getByTestId('media-error').children, (line) => line.textContent);
    expect(refusals.sort()).toEqual(['File "anim.gif" is not accepted', 'File "huge.png is too large"']);
    expect(within(first).queryAllByTestId('chosen-file')).toHaveLength(0);

    await choose(first, media('clip.mp4', 'video/mp4', 150 * MB), media('juice.png', 'image/png'));
    expect(
      within(first)
        .getAllByTestId('chosen-file')
        .map((f) => f.textContent),
    ).toEqual(['clip.mp4', 'juice.png']);
    await user.click(within(first).getByRole('button', { name: 'Remove clip.mp4' }));
    expect(
      within(first)
        .getAllByTestId('chosen-file')
        .map((f) => f.textContent),
    ).toEqual(['juice.png']);
    expect(FakeXhr.requests).toHaveLength(0);
  });

  it("checks the caption as it is typed against the brief's handles and hashtags and the disclosure", async () => {
    api(() => activeAssignment);
    const { user } = renderPage();
    const first = await card(1);
    const check = within(first).getByTestId('caption-check');
    const mark = (text: string) => within(check).getByText(text).closest('li')!.getAttribute('data-present');
    await fill(user, captionOf(first), 'Fresh from Nakuru');
    expect([mark('@savannahjuice'), mark('#coldpressed'), mark('Paid partnership disclosed')]).toEqual([
      'false',
      'false',
      'false',
    ]);
    await fill(user, captionOf(first), 'Fresh from Nakuru @SavannahJuice #ad');
    expect([mark('@savannahjuice'), mark('#coldpressed'), mark('Paid partnership disclosed')]).toEqual([
      'true',
      'false',
      'true',
    ]);
    expect(within(first).getByTestId('caption-count').textContent).toBe('36 / 2200');
    // Not blocking: a caption missing a hashtag is still sent.
    await choose(first, media('juice.png', 'image/png'));
    await user.click(within(first).getByRole('button', { name: 'Send draft for review' }));
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
  });

  it('uploads the draft with its progress, then waits for the review', async () => {
    let work = activeAssignment;
    const sent = contentItem(1, 'SUBMITTED');
    const fetchMock = api(
      () => work,
      () => (work.content[0].content ? [sent] : []),
    );
    const { user } = renderPage();
    const first = await card(1);
    await fill(user, captionOf(first), 'Fresh from Nakuru #ad');
    await choose(first, media('juice.png', 'image/png'));
    await user.click(within(first).getByRole('button', { name: 'Send draft for review' }));

    const xhr = await waitFor(() => FakeXhr.latest());
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(`/api/creator/assignments/${assignmentId}/content`);
    expect(xhr.headers.Authorization).toBe('Bearer creator-token');
    expect(xhr.form.get('caption')).toBe('Fresh from Nakuru #ad');
    expect(xhr.form.get('post_index')).toBe('1');
    expect(xhr.form.getAll('file').map((f) => (f as File).name)).toEqual(['juice.png']);

    xhr.progress(40, 100);
    expect((await within(first).findByText('Uploading… 40%')).textContent).toBe('Uploading… 40%');
    expect(within(first).getByRole('progressbar', { name: 'Upload progress' }).getAttribute('aria-valuenow')).toBe(
      '40',
    );

    work = withPosts(activeAssignment, [postIn(1, 'SUBMITTED'), activeAssignment.content[1]]);
    xhr.progress(100, 100);
    xhr.respond(201, sent);
    await waitFor(async () => expect((await card(1)).getAttribute('data-action')).toBe('wait'));
    expect((await card(1)).textContent).toContain('Your draft is with the brand for review');
    expect(await screen.findByText(/Draft sent/)).toBeTruthy();
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('keeps the files and caption when the connection drops, and Retry sends them again', async () => {
    api(() => activeAssignment);
    const { user } = renderPage();
    const first = await card(1);
    await fill(user, captionOf(first), 'Fresh from Nakuru #ad');
    await choose(first, media('juice.png', 'image/png'));
    await user.click(within(first).getByRole('button', { name: 'Send draft for review' }));
    const dropped = await waitFor(() => FakeXhr.latest());
    dropped.progress(30, 100);
    dropped.fail();

    const alert = await within(first).findByTestId('upload-interrupted');
    expect(alert.textContent).toContain('Your files and caption are still here');
    expect(
      within(first)
        .getAllByTestId('chosen-file')
        .map((f) => f.textContent),
    ).toEqual(['juice.png']);
    expect(captionOf(first).value).toBe('Fresh from Nakuru #ad');
    expect(within(first).queryByTestId('form-error')).toBeNull();

    await user.click(within(alert).getByRole('button', { name: 'Retry upload' }));
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(2));
    const retried = FakeXhr.latest();
    expect(retried.form.get('caption')).toBe('Fresh from Nakuru #ad');
    expect(retried.form.getAll('file').map((f) => (f as File).name)).toEqual(['juice.png']);
  });

  it('cancels an upload on request and keeps the draft to send later', async () => {
    api(() => activeAssignment);
    const { user } = renderPage();
    const first = await card(1);
    await fill(user, captionOf(first), 'Fresh from Nakuru #ad');
    await choose(first, media('clip.mp4', 'video/mp4', 80 * MB));
    await user.click(within(first).getByRole('button', { name: 'Send draft for review' }));
    const xhr = await waitFor(() => FakeXhr.latest());
    xhr.progress(10, 100);
    await user.click(await within(first).findByRole('button', { name: 'Cancel upload' }));
    expect(xhr.aborted).toBe(true);
    expect((await within(first).findByTestId('upload-cancelled')).textContent).toContain('still here');
    expect(
      within(first)
        .getAllByTestId('chosen-file')
        .map((f) => f.textContent),
    ).toEqual(['clip.mp4']);
    expect(within(first).queryByTestId('upload-interrupted')).toBeNull();
    expect(within(first).queryByTestId('form-error')).toBeNull();
  });

  it("puts the server's refusal of a file on the files, and a conflict above the button", async () => {
    api(() => activeAssignment);
    const { user } = renderPage();
    const first = await card(1);
    await fill(user, captionOf(first), 'Fresh from Nakuru #ad');
    await choose(first, media('juice.png', 'image/png'));
    await user.click(within(first).getByRole('button', { name: 'Send draft for review' }));
    (await waitFor(() => FakeXhr.latest())).respond(400, {
      statusCode: 400,
      error: 'Bad Request',
      code: 'VALIDATION',
      field: 'file',
      message: 'file: File "juice.png" is not accepted',
    });
    await waitFor(() =>
      expect(within(first).getByTestId('media-error').textContent).toBe('File "juice.png" is not accepted'),
    );
    expect(within(first).queryByTestId('form-error')).toBeNull();

    await user.click(within(first).getByRole('button', { name: 'Send draft for review' }));
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(2));
    FakeXhr.latest().respond(409, {
      statusCode: 409,
      error: 'Conflict',
      code: 'CONFLICT',
      field: 'status',
      state: 'CANCELLED',
      message: 'This work is cancelled; nothing more can be submitted',
    });
    await waitFor(() =>
      expect(within(first).getByTestId('form-error').textContent).toContain(
        'This work is cancelled; nothing more can be submitted',
      ),
    );

    // A proxy's own 413 (no error reply, no field) is still about the files.
    await user.click(within(first).getByRole('button', { name: 'Send draft for review' }));
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(3));
    FakeXhr.latest().respond(413, '<html>413 Request Entity Too Large</html>');
    await waitFor(() =>
      expect(within(first).getByTestId('media-error').textContent).toBe(
        'These files are too large to send: remove some.',
      ),
    );
    expect(within(first).queryByTestId('form-error')).toBeNull();
  });

  it('after changes were requested: shows the comment and the earlier round, and sends round 2', async () => {
    const item = contentItem(1, 'CHANGES_REQUESTED', { comment: 'Show the bottle label, please' });
    api(
      () => withPosts(activeAssignment, [postIn(1, 'CHANGES_REQUESTED')]),
      () => [item],
    );
    const { user } = renderPage();
    const first = await card(1);
    expect(first.getAttribute('data-action')).toBe('draft');
    const guidance = await within(first).findByTestId('post-guidance');
    expect(guidance.textContent).toContain('Changes requested');
    expect(guidance.textContent).toContain('Show the bottle label, please');
    const round = await within(first).findByTestId('draft-round');
    expect(round.textContent).toContain('Round 1 of 3');
    expect(round.textContent).toContain('Fresh from Nakuru');
    expect(await within(round).findByRole('img', { name: 'juice-1.jpg' })).toBeTruthy();

    // The new caption is checked live, as the first was.
    await fill(user, captionOf(first), 'Fresh @savannahjuice #ad');
    const check = within(first).getAllByTestId('caption-check')[0];
    const mark = (text: string) => within(check).getByText(text).closest('li')!.getAttribute('data-present');
    expect(mark('@savannahjuice')).toBe('true');
    expect(mark('#coldpressed')).toBe('false');
    expect(within(first).getByRole('button', { name: 'Send round 2 of 3' })).toBeTruthy();
  });

  it('once approved: checks the live link as the API does, then sends it', async () => {
    let item = contentItem(1, 'APPROVED', { comment: 'Lovely' });
    let work = withPosts(activeAssignment, [postIn(1, 'APPROVED')]);
    const fetchMock = api(
      () => work,
      () => [item],
      {
        [`POST /api/creator/content/${contentIdOf(1)}/live`]: () => {
          item = { ...item, status: 'LIVE_SUBMITTED', post_url: 'https://www.instagram.com/p/Cx1' };
          work = withPosts(activeAssignment, [postIn(1, 'LIVE_SUBMITTED')]);
          return { status: 200, body: item };
        },
      },
    );
    const { user } = renderPage();
    const first = await card(1);
    expect(first.getAttribute('data-action')).toBe('live');
    expect(within(first).getByTestId('post-guidance').textContent).toContain('Approved: post it');
    const link = () => field('Link of the live post');
    const send = () => user.click(within(first).getByRole('button', { name: 'Submit live link' }));

    await send();
    await expectMessage('Link of the live post', 'Paste the link of the live post');
    await fill(user, link(), 'http://www.instagram.com/p/Cx1');
    await send();
    await expectMessage('Link of the live post', 'The link must start with https://');
    await fill(user, link(), 'https://www.tiktok.com/@me/video/1');
    await send();
    await expectMessage('Link of the live post', 'Paste the link of your Instagram post (on instagram.com)');
    await fill(user, link(), 'https://www.instagram.com/');
    await send();
    await expectMessage('Link of the live post', 'The link points at the site, not at a post');
    expect(posts(fetchMock)).toHaveLength(0);

    await fill(user, link(), 'https://www.instagram.com/p/Cx1');
    await send();
    await waitFor(async () => expect((await card(1)).getAttribute('data-action')).toBe('wait'));
    const [request] = posts(fetchMock);
    expect(await request.json()).toEqual({ post_url: 'https://www.instagram.com/p/Cx1' });
    expect((await card(1)).textContent).toContain('The brand is checking your live post.');
  });

  it('shows why a live link was taken elsewhere (409 on post_url) on the field', async () => {
    const item = contentItem(1, 'APPROVED');
    api(
      () => withPosts(activeAssignment, [postIn(1, 'APPROVED')]),
      () => [item],
      {
        [`POST /api/creator/content/${contentIdOf(1)}/live`]: {
          status: 409,
          body: {
            code: 'CONFLICT',
            field: 'post_url',
            message: 'post_url: This post is already submitted for other work',
          },
        },
      },
    );
    const { user } = renderPage();
    const first = await card(1);
    await fill(user, field('Link of the live post'), 'https://www.instagram.com/p/Cx1');
    await user.click(within(first).getByRole('button', { name: 'Submit live link' }));
    await expectMessage('Link of the live post', 'This post is already submitted for other work');
  });

  it('without pre-approval: sends the live link of a post straight away, with its post index', async () => {
    const direct = { ...activeAssignment, pre_approval: false };
    const fetchMock = api(
      () => direct,
      () => [],
      {
        [`POST /api/creator/assignments/${assignmentId}/live`]: {
          status: 200,
          body: { ...contentItem(2, 'LIVE_SUBMITTED', { round: 0 }) },
        },
      },
    );
    const { user } = renderPage();
    const second = await card(2);
    expect(second.getAttribute('data-action')).toBe('live');
    expect(within(second).getByTestId('post-guidance').textContent).toContain('needs no approval first');
    expect(screen.queryByRole('button', { name: 'Send draft for review' })).toBeNull();
    await fill(
      user,
      within(second).getByRole('textbox', { name: /Link of the live post/ }),
      'https://instagram.com/reel/R2',
    );
    await user.click(within(second).getByRole('button', { name: 'Submit live link' }));
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    const [request] = posts(fetchMock);
    expect(new URL(request.url).pathname).toBe(`/api/creator/assignments/${assignmentId}/live`);
    expect(await request.json()).toEqual({ post_url: 'https://instagram.com/reel/R2', post_index: 2 });
  });

  it('after a rejected link: shows the reason and takes a corrected one', async () => {
    const item = contentItem(1, 'LIVE_REJECTED', {
      post_url: 'https://www.instagram.com/p/old',
      live_reason: 'That post is from last year',
    });
    api(
      () => withPosts(activeAssignment, [postIn(1, 'LIVE_REJECTED')]),
      () => [item],
    );
    renderPage();
    const first = await card(1);
    expect(first.getAttribute('data-action')).toBe('live');
    const guidance = within(first).getByTestId('post-guidance');
    expect(guidance.textContent).toContain('The brand rejected the link');
    await waitFor(() => expect(guidance.textContent).toContain('That post is from last year'));
    expect(guidance.textContent).toContain('https://www.instagram.com/p/old');
    expect(within(first).getByRole('button', { name: 'Submit live link' })).toBeTruthy();
  });

  it('while the brand has it, only waits; once verified, it is done', async () => {
    const work = withPosts(activeAssignment, [
      postIn(1, 'SUBMITTED'),
      postIn(2, 'BRAND_APPROVED'),
      postIn(3, 'LIVE_SUBMITTED', 1, true),
      postIn(4, 'VERIFIED'),
    ]);
    const items = [
      contentItem(1, 'SUBMITTED'),
      contentItem(2, 'BRAND_APPROVED'),
      contentItem(3, 'LIVE_SUBMITTED', { post_url: 'https://www.instagram.com/p/three' }),
      contentItem(4, 'VERIFIED', { post_url: 'https://www.instagram.com/p/four' }),
    ];
    api(
      () => work,
      () => items,
    );
    renderPage();
    const cards = await screen.findAllByTestId('post-card');
    expect(cards.map((c) => c.getAttribute('data-action'))).toEqual(['wait', 'wait', 'wait', 'done']);
    expect(cards[0].textContent).toContain('Your draft is with the brand for review');
    expect(cards[1].textContent).toContain("the brand's own team approves it next");
    expect(within(cards[2]).getByTestId('content-late')).toBeTruthy();
    await waitFor(() => expect(cards[2].textContent).toContain('https://www.instagram.com/p/three'));
    expect(cards[3].textContent).toContain('Verified: this post is done.');
    // A verified post is paid: the summary leads to the Earnings page.
    expect(
      within(screen.getByTestId('work-summary'))
        .getByRole('link', { name: 'See what you are paid in Earnings' })
        .getAttribute('href'),
    ).toBe('/creator/earnings');
    expect(screen.queryByRole('button', { name: /Send|Submit/ })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
