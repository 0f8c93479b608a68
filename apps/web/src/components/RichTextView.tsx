import { Typography } from '@mantine/core';
import { createElement, type CSSProperties, type ReactNode } from 'react';
import {
  DEFAULT_HEADER_LEVEL,
  INLINE_HTML_TAGS,
  INLINE_LINK_SCHEMES,
  type RichText,
  type RichTextBlock,
} from '@app/shared/rich-text';
import { isUploadedFileUrl } from '@app/shared/uploads';

type ListBlock = Extract<RichTextBlock, { type: 'list' }>;
type ListItem = ListBlock['data']['items'][number];

const ALLOWED_TAGS = new Set<string>(INLINE_HTML_TAGS);
/** Elements whose content a browser never shows as text: dropped whole rather than flattened. */
const DROPPED_TAGS = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object']);
const COUNTER_TYPES = new Set(['numeric', 'lower-roman', 'upper-roman', 'lower-alpha', 'upper-alpha']);

/** An http(s) or mailto link as the browser would resolve it (tabs and case tricks included), or null. */
function safeHref(href: string | null): string | null {
  if (!href) return null;
  try {
    const url = new URL(href.trim());
    return (INLINE_LINK_SCHEMES as readonly string[]).includes(url.protocol.slice(0, -1)) ? url.href : null;
  } catch {
    return null; // relative or malformed
  }
}

/** One parsed node as React: allowed tags without their attributes (links keep a safe href), anything else its text. */
function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const tag = (node as Element).tagName.toLowerCase();
  if (DROPPED_TAGS.has(tag)) return null;
  const children = Array.from(node.childNodes, toReact);
  if (tag === 'br') return <br key={key} />;
  if (tag === 'a') {
    const href = safeHref((node as Element).getAttribute('href'));
    return href ? (
      createElement('a', { key, href, target: '_blank', rel: 'noopener noreferrer nofollow' }, ...children)
    ) : (
      <span key={key}>{children}</span>
    );
  }
  return ALLOWED_TAGS.has(tag) ? createElement(tag, { key }, ...children) : <span key={key}>{children}</span>;
}

/**
 * Editor.js keeps inline formatting as HTML inside texts. It is parsed by DOMParser (an inert
 * document: no script runs, no image loads) and rebuilt as React elements, so nothing from the
 * document reaches the page as markup, only what the allow-list recreates.
 */
function inline(html: string): ReactNode {
  if (!/[<&]/.test(html)) return html;
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return Array.from(body.childNodes, toReact);
}

const plain = (html: string) =>
  /[<&]/.test(html) ? (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '') : html;

function List({
  style,
  items,
  meta,
}: {
  style: ListBlock['data']['style'];
  items: ListItem[];
  meta?: Record<string, unknown>;
}) {
  const checklist = style === 'checklist';
  const counter =
    typeof meta?.counterType === 'string' && COUNTER_TYPES.has(meta.counterType) ? meta.counterType : undefined;
  const start = typeof meta?.start === 'number' && meta.start > 1 ? meta.start : undefined;
  const css: CSSProperties = checklist
    ? { listStyle: 'none', paddingLeft: 0 }
    : counter
      ? { listStyleType: counter === 'numeric' ? 'decimal' : counter }
      : {};
  const entries = items.map((item, index) => {
    const { content, items: nested = [], meta: itemMeta } = typeof item === 'string' ? { content: item } : item;
    const body = checklist ? (
      <label>
        <input type="checkbox" checked={itemMeta?.checked === true} readOnly disabled style={{ marginRight: 8 }} />
        {inline(content)}
      </label>
    ) : (
      inline(content)
    );
    return (
      <li key={index}>
        {body}
        {nested.length > 0 && <List style={style} items={nested} />}
      </li>
    );
  });
  return style === 'ordered' ? (
    <ol start={start} style={css}>
      {entries}
    </ol>
  ) : (
    <ul style={css}>{entries}</ul>
  );
}

function Block({ block }: { block: RichTextBlock }) {
  switch (block.type) {
    case 'paragraph':
      return <p>{inline(block.data.text)}</p>;
    case 'header': {
      const level =
        Number.isInteger(block.data.level) && block.data.level >= 1 && block.data.level <= 6
          ? block.data.level
          : DEFAULT_HEADER_LEVEL;
      return createElement(`h${level}`, null, inline(block.data.text));
    }
    case 'list':
      return <List style={block.data.style} items={block.data.items} meta={block.data.meta} />;
    case 'image': {
      const { url } = block.data.file;
      // Only our own uploads: a stored document must not load a stranger's image (a tracking pixel).
      if (!isUploadedFileUrl(url, 'image')) return null;
      const caption = block.data.caption ?? '';
      return (
        <figure style={{ margin: 0 }}>
          <img
            src={url}
            alt={plain(caption)}
            loading="lazy"
            style={{ maxWidth: '100%', height: 'auto', display: 'block' }}
          />
          {caption && <figcaption>{inline(caption)}</figcaption>}
        </figure>
      );
    }
    case 'delimiter':
      return <hr />;
    default:
      return null;
  }
}

export interface RichTextViewProps {
  value: RichText | null | undefined;
  /** Shown for a missing or block-less document. */
  empty?: ReactNode;
  'data-testid'?: string;
}

/** A stored Editor.js document (a brief's overview, a contract body), read-only. */
export function RichTextView({ value, empty = null, ...rest }: RichTextViewProps) {
  if (!value?.blocks.length) return <>{empty}</>;
  return (
    <Typography data-testid={rest['data-testid']} style={{ overflowWrap: 'anywhere' }}>
      {value.blocks.map((block, index) => (
        <Block key={`${index}-${block.id ?? ''}`} block={block} />
      ))}
    </Typography>
  );
}
