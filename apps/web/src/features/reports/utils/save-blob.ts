/**
 * Offers `blob` to the user as a download called `fileName`: a temporary object URL on a temporary link,
 * revoked a moment later (revoking at once can cancel the download in some browsers).
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
