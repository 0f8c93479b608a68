import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AfterFirstPaint } from './AfterFirstPaint';

const page = (
  <AfterFirstPaint fallback={<p>Shell only</p>}>
    <p>Page content</p>
  </AfterFirstPaint>
);

describe('AfterFirstPaint', () => {
  // One sequence: the module remembers that the document's first page has painted.
  it('renders the first page after a painted frame, and every later page at once', async () => {
    const first = render(page);
    expect(screen.getByText('Shell only')).toBeTruthy();
    expect(screen.queryByText('Page content')).toBeNull();
    expect(await screen.findByText('Page content')).toBeTruthy();
    expect(screen.queryByText('Shell only')).toBeNull();
    first.unmount();

    render(page);
    expect(screen.getByText('Page content')).toBeTruthy();
    expect(screen.queryByText('Shell only')).toBeNull();
  });
});
