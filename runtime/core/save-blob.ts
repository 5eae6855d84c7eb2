// Saves a file the browser holds (a fetched document, an export) under its name: a blob URL clicked
// through a download link, released once the browser has taken it.
const RELEASE_AFTER_MS = 30_000;

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), RELEASE_AFTER_MS);
}
