/** Hands a file to the browser as a download. */
export function downloadFile(file: Blob | Uint8Array, fileName: string, type: string) {
  const blob = file instanceof Blob ? file : new Blob([file as BlobPart], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
