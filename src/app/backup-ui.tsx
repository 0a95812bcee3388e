import { useRef, useState } from 'preact/hooks';
import { backupFileName, makeBackup } from '../shared/storage/backup';
import type { GameRecord } from '../shared/storage/record';
import { canShareFiles, download, jsonFile, shareFile } from '../shared/device/share';
import { getRecord, games, importBackup } from './library';

/** A backup file of the given games (all saved games when `ids` is omitted). */
export function backupFile(ids?: string[], now = new Date()): File | null {
  const list = (ids ?? games.value.map((g) => g.id)).map(getRecord).filter((r): r is GameRecord => !!r);
  if (list.length === 0) return null;
  const what = ids?.length === 1 ? list[0]!.name : 'backup';
  return jsonFile(backupFileName(what, now), makeBackup(list, now));
}

/** Download and (where the device can share files) Share buttons for a backup. */
export function ExportButtons({ ids, label }: { ids?: string[]; label: string }) {
  const share = canShareFiles();
  const file = () => backupFile(ids);
  return (
    <div class="button-row">
      <button type="button" class="btn" onClick={() => { const f = file(); if (f) download(f); }}>
        ⬇ {label}
      </button>
      {share && (
        <button type="button" class="btn" onClick={() => { const f = file(); if (f) void shareFile(f, label); }}>
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
