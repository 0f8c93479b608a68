/** Base URLs of the two API hosts (spec section 7), from Vite config with same-origin defaults. */
function baseUrl(value: string | undefined, fallback: string): string {
  const url = value && value.trim() ? value.trim() : fallback;
  return url.replace(/\/+$/, '');
}

export const API_URL = baseUrl(import.meta.env.VITE_API_URL as string | undefined, '/api');
export const MS_URL = baseUrl(import.meta.env.VITE_MS_URL as string | undefined, '/ms');
