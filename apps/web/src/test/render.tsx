/**
 * Rendering for component tests: Mantine in test mode (no transitions, portals inline), a memory router, a fresh query
 * client.
 */
import { createTheme, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor, within, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useState, type ReactElement, type ReactNode } from 'react';
import { expect } from 'vitest';
import { MemoryRouter } from 'react-router';

/**
 * Mantine's env="test" renders transitions at once but its useTransition still schedules animation frames and a
 * timeout when a Transition's `mounted` changes (a button's loader), and one can escape the unmount's clean-up: it then
 * fires after the simulated window is gone ("window is not defined", an uncaught error that fails the run). With
 * reduced motion (vitest.config.ts tells happy-dom the user prefers it) every transition lasts 0 ms and schedules
 * nothing.
 */
export const testTheme = createTheme({ respectReducedMotion: true });

export function TestProviders({ children, path = '/' }: { children: ReactNode; path?: string }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider env="test" theme={testTheme}>
        <Notifications />
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>
  );
}

export function renderUi(ui: ReactElement, options: { path?: string } = {}): RenderResult & { user: UserEvent } {
  const user = userEvent.setup({ delay: null });
  const result = render(ui, {
    wrapper: ({ children }) => <TestProviders path={options.path}>{children}</TestProviders>,
  });
  return { user, ...result };
}

/**
 * The form control labelled `label` (Mantine adds " *" to required labels; a Select's list is
 * labelled by the same label, so only inputs, text areas and selects count).
 */
export function field(label: string): HTMLInputElement {
  const name = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
  const controls = within(document.body)
    .getAllByLabelText(name)
    .filter((el) => el.matches('input, textarea, select'));
  if (controls.length !== 1) throw new Error(`Expected one field labelled "${label}", found ${controls.length}`);
  return controls[0] as HTMLInputElement;
}

/** The message the field is described by (its error, when it has one), '' when none. */
export function messageOf(input: HTMLElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids
    .filter((id) => id.endsWith('-error'))
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

/** Replaces a field's value the way a person pasting it would (one input event: fast). */
export async function fill(user: UserEvent, input: HTMLElement, text: string): Promise<void> {
  await user.clear(input);
  if (text) {
    await user.click(input);
    await user.paste(text);
  }
}

/** Waits for the field's message to read `text` ('' for none): validation runs asynchronously. */
export async function expectMessage(label: string, text: string): Promise<void> {
  await waitFor(() => expect(messageOf(field(label))).toBe(text));
}
