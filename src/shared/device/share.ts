/** A JSON file to save or share. */
export function jsonFile(name: string, text: string): File {
  return new File([text], name, { type: 'application/json' });
}

/** Saves a file to the device through the browser's download. */
export function download(file: File): void {
  const url = URL.createObjectURL(file);
  const a = document.createElement('a');
  a.href = url;
  a.download = file.name;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** True when the share sheet can take files on this device. */
export function canShareFiles(): boolean {
  try {
    const probe = jsonFile('probe.json', '{}');
    return typeof navigator.share === 'function' && !!navigator.canShare?.({ files: [probe] });
  } catch {
    return false;
  }
}

/** Opens the share sheet with the file; false when cancelled or unavailable. */
export async function shareFile(file: File, title: string): Promise<boolean> {
  try {
    await navigator.share({ files: [file], title });
    return true;
  } catch {
    return false;
  }
}
