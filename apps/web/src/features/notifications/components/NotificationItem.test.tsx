import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notification } from '../test/fixtures';
import { NotificationItem } from './NotificationItem';

describe('NotificationItem taken over from a server render (a first paint, app/prerender.tsx)', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps its markup when "how long ago" has moved on meanwhile: no mismatch', async () => {
    const item = notification({ created_at: '2026-12-07T10:00:00.000Z' });
    const ui = (
      <MantineProvider>
        <MemoryRouter>
          <NotificationItem notification={item} onOpen={() => undefined} />
        </MemoryRouter>
      </MantineProvider>
    );
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-07T10:00:40.000Z'));
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    expect(container.textContent).toContain('a few seconds ago');
    // A minute later in the browser: the text it would render differs.
    vi.setSystemTime(new Date('2026-12-07T10:01:30.000Z'));
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, ui, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
  });
});
