/**
 * Rich text (brief overview and objectives, text contract templates) is stored as Editor.js output JSON.
 * The server accepts only these block types, within these sizes; inline HTML inside block texts is cut
 * down to the allowed tags by the server before storing and again by the web renderer before showing.
 */
import { z } from 'zod';
import { UPLOADED_IMAGE_URL } from './uploads';

export const HEADER_LEVELS = [1, 2, 3, 4, 5, 6] as const;
export const DEFAULT_HEADER_LEVEL = 3;

export const RICH_TEXT_LIMITS = {
  blocks: 500,
  /** Characters of one block's text (a paragraph, a heading, a list item). */
  blockText: 20_000,
  listItems: 200,
  listDepth: 4,
  /** The whole document, serialised. */
  documentBytes: 256 * 1024,
} as const;

/**
 * Inline formatting Editor.js writes into texts; everything else is removed. Links keep http(s) and mailto targets
 * only.
 */
export const INLINE_HTML_TAGS = ['b', 'strong', 'i', 'em', 'u', 's', 'a', 'br', 'mark', 'code'] as const;
export const INLINE_LINK_SCHEMES = ['http', 'https', 'mailto'] as const;

/**
 * Where an image block's file may live: our own uploads only, so a document never pulls a stranger's tracking
 * pixel. The schema checks the whole URL (`UPLOADED_IMAGE_URL`, uploads.ts), not only this start.
 */
export const RICH_TEXT_IMAGE_PREFIX = '/uploads/';

const text = z
  .string()
  .max(RICH_TEXT_LIMITS.blockText, `A block holds at most ${RICH_TEXT_LIMITS.blockText} characters`)
  .refine((value) => !value.includes('\u0000'), 'must not contain NUL characters');

type ListItem = string | { content: string; meta?: Record<string, unknown>; items?: ListItem[] };

/** A list item, nesting at most `depth` levels (spelt out rather than recursive, so OpenAPI can describe it). */
function listItemSchema(depth: number): z.ZodType<ListItem> {
  const children =
    depth > 1
      ? z.array(listItemSchema(depth - 1)).max(RICH_TEXT_LIMITS.listItems)
      : z.array(z.never()).max(0, `Lists nest at most ${RICH_TEXT_LIMITS.listDepth} levels`);
  return z.union([
    text,
    z.strictObject({ content: text, meta: z.record(z.string(), z.unknown()).optional(), items: children.optional() }),
  ]);
}
const listItem = listItemSchema(RICH_TEXT_LIMITS.listDepth);

const blockId = z.string().max(64).optional();

export const richTextBlockSchema = z.discriminatedUnion('type', [
  z.strictObject({ id: blockId, type: z.literal('paragraph'), data: z.strictObject({ text }) }),
  z.strictObject({
    id: blockId,
    type: z.literal('header'),
    data: z.strictObject({
      text,
      level: z.number().int().min(1, 'Heading levels are 1 to 6').max(6, 'Heading levels are 1 to 6'),
    }),
  }),
  z.strictObject({
    id: blockId,
    type: z.literal('list'),
    data: z.strictObject({
      style: z.enum(['ordered', 'unordered', 'checklist']),
      meta: z.record(z.string(), z.unknown()).optional(),
      items: z
        .array(listItem)
        .max(RICH_TEXT_LIMITS.listItems, `A list holds at most ${RICH_TEXT_LIMITS.listItems} items`),
    }),
  }),
  z.strictObject({
    id: blockId,
    type: z.literal('image'),
    data: z.strictObject({
      file: z.strictObject({
        // The whole value is one of our stored images (not merely its start: no markup can ride along).
        url: z.string().max(300).regex(UPLOADED_IMAGE_URL, 'Images must be uploaded through the editor'),
      }),
      caption: text.optional(),
      withBorder: z.boolean().optional(),
      withBackground: z.boolean().optional(),
      stretched: z.boolean().optional(),
    }),
  }),
  z.strictObject({ id: blockId, type: z.literal('delimiter'), data: z.strictObject({}).optional() }),
]);

export type RichTextBlock = z.infer<typeof richTextBlockSchema>;

export const RICH_TEXT_BLOCK_TYPES = ['paragraph', 'header', 'list', 'image', 'delimiter'] as const;

/**
 * An Editor.js document: `{ time, blocks, version }`. Every object is strict (an unknown key is refused, not
 * dropped): a request with a document answers 400 naming the key (decision 005), and this schema, with its
 * component id, is used by requests and answers alike.
 */
export const richTextSchema = z
  .strictObject({
    time: z.number().optional(),
    version: z.string().max(32).optional(),
    blocks: z
      .array(richTextBlockSchema, { error: 'must be an Editor.js document' })
      .max(RICH_TEXT_LIMITS.blocks, `At most ${RICH_TEXT_LIMITS.blocks} blocks`),
  })
  .refine(
    (doc) => JSON.stringify(doc).length <= RICH_TEXT_LIMITS.documentBytes,
    `The text is too long (at most ${RICH_TEXT_LIMITS.documentBytes / 1024} KB)`,
  )
  .meta({ id: 'RichText' });

export type RichText = z.infer<typeof richTextSchema>;

/** The visible text of a document (no markup), for search, previews and "is it empty" checks. */
export function richTextPlain(doc: RichText | null | undefined): string {
  if (!doc) return '';
  const strip = (html: string) =>
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .trim();
  const fromItems = (items: ListItem[]): string[] =>
    items.flatMap((item) =>
      typeof item === 'string' ? [strip(item)] : [strip(item.content), ...fromItems(item.items ?? [])],
    );
  return doc.blocks
    .flatMap((block) => {
      switch (block.type) {
        case 'paragraph':
        case 'header':
          return [strip(block.data.text)];
        case 'list':
          return fromItems(block.data.items);
        case 'image':
          return [strip(block.data.caption ?? '')];
        default:
          return [];
      }
    })
    .filter(Boolean)
    .join('\n');
}

/** True when a document has no text and no image (an editor left blank). */
export function isRichTextEmpty(doc: RichText | null | undefined): boolean {
  return (
    !doc ||
    (richTextPlain(doc) === '' && !doc.blocks.some((block) => block.type === 'image' || block.type === 'delimiter'))
  );
}
