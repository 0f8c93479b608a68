/**
 * A payments list's state in its address (?type=&status=&from=&to=&page=&size=), so a reload, Back or a shared link
 * shows the same list; defaults are left out.
 */
import { PAGE_SIZE_OPTIONS } from '@app/shared/creator-options';
import { PAYMENT_TYPES, PAYMENTS_PAGE_SIZE, type PaymentType } from '@app/shared/payments';
import { isFieldValue } from '../../../../lib/dates';
import type { PaymentFilters } from '../../api/keys';

export const DEFAULT_PAYMENTS_PAGE_SIZE = PAYMENTS_PAGE_SIZE;
/** The API reads pages up to 100,000. */
const MAX_PAGE = 100_000;

export const DEFAULT_PAYMENT_FILTERS: PaymentFilters = {
  type: null,
  status: null,
  from: null,
  to: null,
  page: 1,
  pageSize: DEFAULT_PAYMENTS_PAGE_SIZE,
};

function positiveInt(text: string | null, max: number): number | null {
  if (!text || !/^\d{1,7}$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 && value <= max ? value : null;
}

const isType = (value: string | null): value is PaymentType =>
  (PAYMENT_TYPES as readonly (string | null)[]).includes(value);
const day = (value: string | null) => (isFieldValue('date', value) ? value : null);

/** The filters an address asks for; anything unreadable falls back to its default. */
export function readPaymentParams(params: URLSearchParams): PaymentFilters {
  const status = params.get('status');
  const size = positiveInt(params.get('size'), 50);
  return {
    type: isType(params.get('type')) ? (params.get('type') as PaymentType) : null,
    status: status && /^[A-Z_]{1,40}$/.test(status) ? status : null,
    from: day(params.get('from')),
    to: day(params.get('to')),
    page: positiveInt(params.get('page'), MAX_PAGE) ?? 1,
    pageSize:
      size && [...PAGE_SIZE_OPTIONS, DEFAULT_PAYMENTS_PAGE_SIZE].includes(size) ? size : DEFAULT_PAYMENTS_PAGE_SIZE,
  };
}

/** The address's query for some filters, defaults left out ('' when all are defaults). */
export function paymentSearch(filters: PaymentFilters): string {
  const params = new URLSearchParams();
  if (filters.type) params.set('type', filters.type);
  if (filters.status) params.set('status', filters.status);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.page > 1) params.set('page', String(filters.page));
  if (filters.pageSize !== DEFAULT_PAYMENTS_PAGE_SIZE) params.set('size', String(filters.pageSize));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Filters after a change: a new filter or page size starts again at page 1. */
export function changePaymentFilters(filters: PaymentFilters, changes: Partial<PaymentFilters>): PaymentFilters {
  return { ...filters, page: 1, ...changes };
}

/** Whether any filter narrows the list (the empty state then offers to clear them). */
export function hasPaymentFilters(filters: PaymentFilters): boolean {
  return Boolean(filters.type || filters.status || filters.from || filters.to);
}
