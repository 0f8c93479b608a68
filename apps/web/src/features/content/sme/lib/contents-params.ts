/**
 * The SME Contents page's state in its address: the filter (`?filter=TO_REVIEW`), the page (`page`, `size`) and the
 * item open for review (`item`), each left out at its default, so a link (the dashboard's content waiting) can open a
 * draft's review directly and the back button closes it.
 */
import { SME_CONTENT_FILTERS, SME_PAGE_SIZES } from '@app/shared/sme';
import { paths } from '../../../../lib/paths';
import type { SmeContentsQuery } from '../../api/keys';

export type SmeContentsFilter = SmeContentsQuery['filter'];

/** Spec section 9: a list's default page size. */
export const SME_CONTENTS_PAGE_SIZE = 10;

export interface SmeContentsState extends SmeContentsQuery {
  /** The content item whose review is open; null when none. */
  item: string | null;
}

const isFilter = (value: string | null): value is SmeContentsFilter =>
  value !== null && (SME_CONTENT_FILTERS as readonly string[]).includes(value);

/** The page's state from its address: the defaults for anything missing or not allowed. */
export function readContentsParams(params: URLSearchParams): SmeContentsState {
  const filter = params.get('filter');
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  const item = params.get('item');
  return {
    filter: isFilter(filter) ? filter : 'ALL',
    page_number: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    page_size: (SME_PAGE_SIZES as readonly number[]).includes(size) ? size : SME_CONTENTS_PAGE_SIZE,
    item: item && item.length <= 64 ? item : null,
  };
}

/** The address's query for a state: defaults left out. */
export function contentsParams(state: Partial<SmeContentsState>): URLSearchParams {
  const params = new URLSearchParams();
  if (state.filter && state.filter !== 'ALL') params.set('filter', state.filter);
  if (state.page_number && state.page_number > 1) params.set('page', String(state.page_number));
  if (state.page_size && state.page_size !== SME_CONTENTS_PAGE_SIZE) params.set('size', String(state.page_size));
  if (state.item) params.set('item', state.item);
  return params;
}

/** /sme/{sme_id}/contents with a filter and, optionally, an item's review open. */
export function smeContentsPath(smeId: string, state: Partial<SmeContentsState> = {}): string {
  const query = contentsParams(state).toString();
  return `${paths.sme.company.contents(smeId)}${query ? `?${query}` : ''}`;
}
