import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RichText } from '@app/shared/rich-text';
import { renderUi } from '../test/render';
import { RichTextView } from './RichTextView';

const view = (blocks: RichText['blocks']) => {
  renderUi(<RichTextView value={{ blocks }} data-testid="doc" />);
  return screen.getByTestId('doc');
};

describe('RichTextView', () => {
  it('renders each heading level as its tag, and paragraphs', () => {
    const doc = view([
      ...[1, 2, 3, 4, 5, 6].map((level) => ({ type: 'header' as const, data: { text: `Level ${level}`, level } })),
      { type: 'paragraph', data: { text: 'Plain words' } },
    ]);
    for (const level of [1, 2, 3, 4, 5, 6])
      expect(screen.getByRole('heading', { level, name: `Level ${level}` }).tagName).toBe(`H${level}`);
    expect(doc.querySelector('p')?.textContent).toBe('Plain words');
  });

  it('keeps the allowed inline formatting and links with a safe scheme', () => {
    const doc = view([
      {
        type: 'paragraph',
        data: {
          text:
            'A <b>bold</b> <i>move</i>, <mark>see</mark> ' +
            '<a href="https://example.com/x" class="c" style="color:red">this</a> &amp; ' +
            '<a href="mailto:team@example.com">mail</a><br>next',
        },
      },
    ]);
    expect(doc.querySelector('b')?.textContent).toBe('bold');
    expect(doc.querySelector('i')?.textContent).toBe('move');
    expect(doc.querySelector('mark')?.textContent).toBe('see');
    expect(doc.querySelector('br')).not.toBeNull();
    const link = within(doc).getByRole('link', { name: 'this' });
    expect(link.getAttribute('href')).toBe('https://example.com/x');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(link.getAttribute('class')).toBeNull();
    expect(link.getAttribute('style')).toBeNull();
    expect(within(doc).getByRole('link', { name: 'mail' }).getAttribute('href')).toBe('mailto:team@example.com');
    expect(doc.querySelector('p')?.textContent).toBe('A bold move, see this & mailnext');
  });

  it('never puts a script, an event handler, a javascript: link or an inline image in the page', () => {
    const doc = view([
      {
        type: 'paragraph',
        data: {
          text:
            'Hi<script>window.hacked = 1</script> <img src="x" onerror="window.hacked = 1"> ' +
            '<b onclick="window.hacked = 1" onmouseover="x()">there</b> <a href="javascript:alert(1)">one</a> ' +
            '<a href=" JaVa&#x09;ScRiPt:alert(1)">two</a> <a href="/relative">three</a> ' +
            '<style>body { display: none }</style><svg><g onload="x()">svg text</g></svg>' +
            '<div style="position:fixed">div text</div>',
        },
      },
      { type: 'header', data: { text: '<img src=x onerror=alert(1)>Title', level: 2 } },
    ]);
    expect(doc.querySelectorAll('script, img, iframe, svg, div, style')).toHaveLength(0);
    expect(doc.querySelectorAll('a')).toHaveLength(0);
    for (const el of Array.from(doc.querySelectorAll('*'))) {
      for (const attribute of Array.from(el.attributes)) expect(attribute.name).not.toMatch(/^on/);
    }
    expect(doc.innerHTML).not.toMatch(/javascript|onerror|onclick|hacked/i);
    expect(doc.querySelector('p')?.textContent).toBe('Hi  there one two three svg textdiv text');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Title');
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('renders ordered, unordered and checklist lists with nested items of both shapes', () => {
    const doc = view([
      { type: 'list', data: { style: 'unordered', items: ['First', 'Second <b>bold</b>'] } },
      {
        type: 'list',
        data: {
          style: 'ordered',
          meta: { start: 3, counterType: 'lower-roman' },
          items: [
            { content: 'Three', items: [{ content: 'Three point one', items: [] }, 'Three point two'] },
            { content: 'Four' },
          ],
        },
      },
      {
        type: 'list',
        data: {
          style: 'checklist',
          items: [
            { content: 'Post the video', meta: { checked: true }, items: [] },
            { content: 'Send the report', meta: { checked: false }, items: [] },
          ],
        },
      },
    ]);
    const [unordered, ordered, checklist] = Array.from(doc.children);
    expect(unordered.tagName).toBe('UL');
    expect(Array.from(unordered.children, (li) => li.textContent)).toEqual(['First', 'Second bold']);

    expect(ordered.tagName).toBe('OL');
    expect(ordered.getAttribute('start')).toBe('3');
    expect((ordered as HTMLElement).style.listStyleType).toBe('lower-roman');
    const nested = ordered.querySelector('li > ol');
    expect(Array.from(nested?.children ?? [], (li) => li.textContent)).toEqual(['Three point one', 'Three point two']);

    expect(within(checklist as HTMLElement).getByRole('checkbox', { name: 'Post the video' })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(checklist as HTMLElement).getByRole('checkbox', { name: 'Send the report' })).toHaveProperty(
      'checked',
      false,
    );
  });

  it('shows images from our uploads only, with the caption as alt text, and delimiters', () => {
    const doc = view([
      {
        type: 'image',
        data: {
          file: { url: '/uploads/editor-images/00000000-0000-4000-8000-000000000001.png' },
          caption: 'The <i>new</i> bottle',
        },
      },
      { type: 'delimiter', data: {} },
      { type: 'image', data: { file: { url: 'https://tracker.example/pixel.png' }, caption: 'Pixel' } },
      { type: 'image', data: { file: { url: '/uploads/../secret.png' } } },
      {
        type: 'image',
        data: { file: { url: '/uploads/editor-images/00000000-0000-4000-8000-000000000001.png" onerror="x' } },
      },
    ]);
    const images = screen.getAllByRole('img');
    expect(images).toHaveLength(1);
    expect(images[0].getAttribute('src')).toBe('/uploads/editor-images/00000000-0000-4000-8000-000000000001.png');
    expect(images[0].getAttribute('alt')).toBe('The new bottle');
    expect(doc.querySelector('figcaption i')?.textContent).toBe('new');
    expect(doc.querySelectorAll('hr')).toHaveLength(1);
  });

  it('shows the empty state for a missing or empty document', () => {
    const { rerender } = renderUi(<RichTextView value={null} empty="No overview yet" />);
    expect(screen.getByText('No overview yet')).toBeTruthy();
    rerender(<RichTextView value={{ blocks: [] }} empty="No overview yet" />);
    expect(screen.getByText('No overview yet')).toBeTruthy();
  });
});
