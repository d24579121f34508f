import type { DownloadedFile } from "@catalogue/core/api/catalogue";

/** Hands a downloaded file to the browser as a download, through a Blob URL that is released afterwards. */
export function saveFile(file: DownloadedFile, fallbackName: string): void {
  const url = URL.createObjectURL(new Blob([file.bytes as BlobPart], { type: file.mediaType }));
  const link = document.createElement("a");
  link.href = url;
  link.download = file.fileName ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL is freed once the browser has taken it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
