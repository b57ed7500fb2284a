// Saves a file the app fetched itself (the API needs the bearer token, so a plain link cannot): an
// object URL clicked through a temporary <a download>, then let go.
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some browsers start the download only after the click's task ends.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
