import { useRef, useState } from 'preact/hooks';
import { backupFileName, makeBackup } from '../shared/storage/backup';
import { canShareFiles, download, jsonFile, shareFile } from '../shared/device/share';
import { markExported } from './health';
import { exportRecords, importBackup } from './library';

/** A backup file of the given games (every saved game when `ids` is omitted), read from storage as they are now. */
export async function backupFile(ids?: string[], now = new Date()): Promise<File | null> {
  const list = await exportRecords(ids);
  if (list.length === 0) return null;
  const what = ids?.length === 1 ? list[0]!.name : 'backup';
  return jsonFile(backupFileName(what, now), makeBackup(list, now));
}

/** Download and (where the device can share files) Share buttons for a backup. */
export function ExportButtons({ ids, label }: { ids?: string[]; label: string }) {
  const share = canShareFiles();
  const run = async (send: (f: File) => Promise<boolean> | void) => {
    const f = await backupFile(ids);
    if (!f) return;
    const sent = await send(f);
    if (!ids && sent !== false) markExported();
  };
  return (
    <div class="button-row">
      <button type="button" class="btn" onClick={() => void run(download)}>
        ⬇ {label}
      </button>
      {share && (
        <button type="button" class="btn" onClick={() => void run((f) => shareFile(f, label))}>
          Share…
        </button>
      )}
    </div>
  );
}

/** Picks a backup file and imports it; reports exactly what was wrong, or how many games came in. */
export function ImportButton() {
  const input = useRef<HTMLInputElement>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const onFile = async (e: Event) => {
    const el = e.currentTarget as HTMLInputElement;
    const f = el.files?.[0];
    el.value = '';
    if (!f) return;
    let text: string;
    try {
      text = await f.text();
    } catch {
      setResult({ ok: false, text: `Could not read "${f.name}".` });
      return;
    }
    const read = await importBackup(text);
    setResult(
      read.ok
        ? { ok: true, text: `Imported ${read.records.length} game${read.records.length === 1 ? '' : 's'} from "${f.name}".` }
        : { ok: false, text: `"${f.name}": ${read.error}` },
    );
  };
  return (
    <div>
      <input ref={input} type="file" accept=".json,application/json" class="visually-hidden" tabIndex={-1} aria-hidden="true" onChange={onFile} data-testid="import-file" />
      <button type="button" class="btn" onClick={() => input.current?.click()}>
        ⬆ Import backup
      </button>
      {result && (
        <p class={result.ok ? 'note' : 'error'} role={result.ok ? 'status' : 'alert'}>
          {result.text}
        </p>
      )}
    </div>
  );
}
