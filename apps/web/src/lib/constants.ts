/** Constants of spec section 9 that the web shell uses. */

/** The navbar changes look after this many pixels of scroll. */
export const NAVBAR_SCROLL_THRESHOLD = 20;
/** Default loader duration: after it, a waiting screen says that loading takes longer than usual. */
export const LOADER_DEFAULT_MS = 2000;
/** Company data (the profile's companies included) is cached for 10 minutes. */
export const COMPANIES_STALE_TIME_MS = 10 * 60 * 1000;
/** Campaign data is cached for 10 minutes. */
export const CAMPAIGNS_STALE_TIME_MS = 10 * 60 * 1000;
/** Jobs and creator groups are cached for 5 minutes. */
export const JOBS_STALE_TIME_MS = 5 * 60 * 1000;
export const GROUPS_STALE_TIME_MS = 5 * 60 * 1000;
/** Wait between two "resend code" clicks. */
export const RESEND_COOLDOWN_SECONDS = 60;
export const OTP_LENGTH = 6;
export const APP_NAME = 'CreatorHub';
/** Toasts sit above page content and modals. */
export const TOAST_Z_INDEX = 1000;
/** The navbar's user menu, once opened on purpose, shows above any toast. */
export const USER_MENU_Z_INDEX = TOAST_Z_INDEX + 1;
/**
 * Spec sections 5 and 9: select lists change path above this many options. Past it a select no
 * longer renders every option: it filters by the typed text and shows at most SELECT_SEARCH_LIMIT.
 */
export const SELECT_VIRTUALISATION_THRESHOLD = 1000;
export const SELECT_SEARCH_LIMIT = 100;
