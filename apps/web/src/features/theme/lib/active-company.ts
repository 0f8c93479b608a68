/** The company a brand path is inside (/companies/{company_id}/...), or null elsewhere. */
export function companyIdFromPath(pathname: string): string | null {
  const match = /^\/companies\/([^/?#]+)/.exec(pathname);
  if (!match) return null;
  try {
    const id = decodeURIComponent(match[1]);
    return id.trim() ? id : null;
  } catch {
    return null;
  }
}
