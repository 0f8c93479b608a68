import { SME_PAGE_SIZES } from '@app/shared/sme';

/** Spec section 9: the campaign list's default page size. */
export const SME_DEFAULT_PAGE_SIZE = 10;

export interface SmePaging {
  page_number: number;
  page_size: number;
}

/** The page and page size in the address (`?page=2&size=20`): the defaults when missing or not allowed. */
export function readSmePaging(params: URLSearchParams): SmePaging {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    page_number: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    page_size: (SME_PAGE_SIZES as readonly number[]).includes(size) ? size : SME_DEFAULT_PAGE_SIZE,
  };
}

/** The address's query after a paging change: the defaults left out. */
export function withSmePaging(current: URLSearchParams, next: SmePaging): URLSearchParams {
  const params = new URLSearchParams(current);
  if (next.page_number > 1) params.set('page', String(next.page_number));
  else params.delete('page');
  if (next.page_size !== SME_DEFAULT_PAGE_SIZE) params.set('size', String(next.page_size));
  else params.delete('size');
  return params;
}
