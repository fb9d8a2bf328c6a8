/**
 * Saves a file made on the phone (the .ics, the e-voucher fetched with the member's token): a blob URL on a
 * temporary download link, revoked once the browser has taken it.
 */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
