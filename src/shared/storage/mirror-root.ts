// Where the second copy lives (src/shared/storage/mirror.ts): small, so that the shell can look at it on start without the mirror's code.

/** The second copy's folder, and its storage bucket's name. */
export const FOLDER = 'tablemate-mirror';

/** A storage bucket (Chromium's Storage Buckets API): a place of its own, apart from the site's default storage. */
interface Bucket {
  getDirectory(): Promise<FileSystemDirectoryHandle>;
}
type Buckets = { open(name: string, options?: { persisted?: boolean; durability?: 'strict' | 'relaxed' }): Promise<Bucket> };

/**
 * The folder's root: a storage bucket of its own where the browser has them. On a real full disk Chromium
 * found its IndexedDB damaged and deleted the site's default storage whole, the default file system with
 * it (scripts/full-disk-run.ts); a bucket of its own is kept apart from that.
 */
export async function rootFolder(): Promise<FileSystemDirectoryHandle> {
  const buckets = (navigator as Navigator & { storageBuckets?: Buckets }).storageBuckets;
  if (buckets) {
    try {
      return await (await buckets.open(FOLDER, { persisted: true, durability: 'strict' })).getDirectory();
    } catch {
      // A bucket refused (a private window): the default file system still keeps a copy apart from IndexedDB.
    }
  }
  return navigator.storage.getDirectory();
}

/** The games the second copy's index lists (id to updatedAt), read with the least code; null when it holds none. */
export async function copiedGames(): Promise<Map<string, number> | null> {
  try {
    const dir = await (await rootFolder()).getDirectoryHandle(FOLDER);
    const { games } = JSON.parse(await (await (await dir.getFileHandle('index.json')).getFile()).text()) as { games: { id: string; updatedAt: number }[] };
    return new Map(games.map((g) => [g.id, g.updatedAt]));
  } catch {
    return null;
  }
}
