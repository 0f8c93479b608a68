/**
 * Creator groups' list size, default channel and code length, apart from their schemas (groups.ts re-exports them; a
 * page that reads them alone loads no zod, issue 22).
 */
export const GROUP_PAGE_SIZE = 10;
export const DEFAULT_GROUP_CHANNEL = 'INSTAGRAM';
export const GROUP_CODE_LENGTH = 8;
