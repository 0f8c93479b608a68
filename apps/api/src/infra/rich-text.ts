/**
 * Rich-text documents are validated by the shared schema (block types, sizes); the inline HTML inside their
 * texts is cut down here to the allowed tags before storing, so no client ever receives a script or an
 * event handler from another user. The web renderer applies the same allow-list again when showing.
 */
import type SanitizeHtml from 'sanitize-html';
import {
  INLINE_HTML_TAGS,
  INLINE_LINK_SCHEMES,
  richTextSchema,
  type RichText,
  type RichTextBlock,
} from '@app/shared/rich-text';
import { fieldError } from '../errors';
import { sanitizeHtml } from './optional-packages';

const OPTIONS: SanitizeHtml.IOptions = {
  allowedTags: [...INLINE_HTML_TAGS],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: [...INLINE_LINK_SCHEMES],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

export function cleanInlineHtml(html: string): string {
  return sanitizeHtml()(html, OPTIONS);
}

type ListItem = Extract<RichTextBlock, { type: 'list' }>['data']['items'][number];
const cleanItem = (item: ListItem): ListItem =>
  typeof item === 'string'
    ? cleanInlineHtml(item)
    : { ...item, content: cleanInlineHtml(item.content), items: item.items?.map(cleanItem) };

function cleanBlock(block: RichTextBlock): RichTextBlock {
  switch (block.type) {
    case 'paragraph':
    case 'header':
      return { ...block, data: { ...block.data, text: cleanInlineHtml(block.data.text) } } as RichTextBlock;
    case 'list':
      return { ...block, data: { ...block.data, items: block.data.items.map(cleanItem) } };
    case 'image':
      return {
        ...block,
        data: {
          ...block.data,
          caption: block.data.caption === undefined ? undefined : cleanInlineHtml(block.data.caption),
        },
      };
    default:
      return block;
  }
}

/**
 * The document with every text sanitised; null stays null. Sanitising writes entities (`&` becomes `&amp;`),
 * so the result is checked against the limits again: what is stored always reads back through the schema.
 */
export function cleanRichText(doc: RichText | null, field: string): RichText | null {
  if (!doc) return null;
  const cleaned = richTextSchema.safeParse({ ...doc, blocks: doc.blocks.map(cleanBlock) });
  if (!cleaned.success) throw fieldError(field, cleaned.error.issues[0]?.message ?? 'The text is too long');
  return cleaned.data;
}
