/**
 * Saves a fetched file under `fileName` (the browser's download, on phones its share or files sheet): a blob: URL
 * clicked through a link with `download`, then let go once the browser has taken it.
 */
export function saveFile(blob: Blob, fileName: string, type = 'application/pdf'): void {
  const typed = blob.type === type ? blob : new Blob([blob], { type });
  const url = URL.createObjectURL(typed);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked later, not at once: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
