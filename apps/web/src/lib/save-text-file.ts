/** Hands `text` to the browser as a download named `fileName`. */
export function saveTextFile(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the click has been handled, not before the download starts.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
