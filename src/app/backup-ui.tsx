import { useRef, useState } from 'preact/hooks';
import { canShareFiles, download, jsonFile, shareFile } from '../shared/device/share';
import { markExported } from './health';
import { type ImportResult, exportRecords, importBackup, settleImport } from './library';

/** A backup file of the given games (every saved game when `ids` is omitted), read from storage as they are now. */
export async function backupFile(ids?: string[], now = new Date()): Promise<File | null> {
  const list = await exportRecords(ids);
  if (list.length === 0) return null;
  // The backup writer loads when a backup is made, not with home.
  const [{ backupFileName, makeBackup }, { roster }] = await Promise.all([import('../shared/storage/backup'), import('../shared/roster')]);
  const what = ids?.length === 1 ? list[0]!.name : 'backup';
  return jsonFile(backupFileName(what, now), makeBackup(list, now, ids ? [] : roster.value));
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

const games = (n: number) => `${n} game${n === 1 ? '' : 's'}`;

/**
 * Picks a backup file and imports it; reports exactly what was wrong, or what came in. A game already
 * here as it is in the file is skipped; another version of a game here asks: replace it, or keep both.
 */
export function ImportButton() {
  const input = useRef<HTMLInputElement>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [differ, setDiffer] = useState<(ImportResult & { ok: true })['differ']>([]);
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
    // The rules' checks load only when a backup is imported, not with home.
    const read = await importBackup(text, async (r) => (await import('./validate')).checkRecord(r));
    setDiffer(read.ok ? read.differ : []);
    if (!read.ok) return setResult({ ok: false, text: `"${f.name}": ${read.error}` });
    // The summary's words come with the backup reader (loaded by the import already), not with home.
    const { importSummary } = await import('../shared/storage/backup');
    setResult({ ok: true, text: importSummary(f.name, { ...read, added: read.records.length, same: read.same.length, differ: read.differ.length }) });
  };
  const settle = async (choice: 'replace' | 'both') => {
    const list = differ;
    setDiffer([]);
    const done = await settleImport(list, choice);
    setResult({ ok: true, text: choice === 'replace' ? `Replaced ${games(done.length)} with the file's version.` : `Kept both versions: ${games(done.length)} added as copies.` });
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
      {differ.length > 0 && (
        <div class="stack import-differ" role="group" aria-labelledby="differ-h" aria-describedby="differ-copies">
          <p id="differ-h">
            Already on this device in another version: <strong>{differ.map((d) => d.here.name).join(', ')}</strong>. Replace {differ.length === 1 ? 'it' : 'them'} with the
            file's version, or keep both?
          </p>
          {/* Which copy is newer and what differs, so the choice is not made blind. */}
          <p id="differ-copies" data-testid="differ-copies">{differ.map((d) => (differ.length > 1 ? `${d.here.name}: ${d.said}` : d.said)).join(' ')}</p>
          <div class="button-row">
            <button type="button" class="btn" onClick={() => void settle('replace')}>
              Replace with the file's
            </button>
            <button type="button" class="btn" onClick={() => void settle('both')}>
              Keep both
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
