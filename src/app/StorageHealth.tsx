import { useEffect, useState } from 'preact/hooks';
import { relativeTime } from '../shared/ui/time';
import { ExportButtons } from './backup-ui';
import { EXPORT_REMINDER_DAYS, askPersist, exportIsOld, lastExport, persistAnswer } from './health';
import { damaged, games, storageProblem, unsavedGames } from './library';
import { gamesOpenInTabs } from './tabs';

/** Space the browser reports for this app, in bytes, or null where it cannot tell. */
export async function spaceEstimate(): Promise<{ used: number; quota: number } | null> {
  try {
    const e = await navigator.storage?.estimate?.();
    return e && typeof e.usage === 'number' && typeof e.quota === 'number' ? { used: e.usage, quota: e.quota } : null;
  } catch {
    return null;
  }
}

/** Bytes as a person reads them: "840 KB", "12.5 MB", "3.2 GB". */
export function sizeText(n: number): string {
  if (n < 1024 * 1024) return `${Math.max(0, Math.round(n / 1024))} KB`;
  if (n < 1024 ** 3) return `${(n / 1024 ** 2).toFixed(1)} MB`;
  return `${(n / 1024 ** 3).toFixed(1)} GB`;
}

const PERSIST_TEXT = {
  granted: 'Yes: the browser has promised not to clear Tablemate’s storage to free space.',
  denied:
    'No: the browser may clear saved games when the device runs low on space. Browsers decide this themselves: Chrome and Edge usually agree once the app is installed or used often, Firefox asks you, Safari keeps the data of an app added to the Home Screen. Export your games to be safe.',
  unsupported: 'This browser cannot promise to keep storage. Export your games to be safe.',
  unknown: 'Asking the browser…',
} as const;

/** Which other tabs have a game open now, re-read every few seconds while the panel is shown. */
function useOpenElsewhere(): string[] | null {
  const [ids, setIds] = useState<string[] | null>([]);
  useEffect(() => {
    let live = true;
    const read = () => void gamesOpenInTabs().then((x) => live && setIds(x));
    read();
    const timer = setInterval(read, 3000);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, []);
  return ids;
}

/** Storage health: persistence, space, games, the last backup, other tabs, and saving now. */
export function StorageHealth() {
  const [space, setSpace] = useState<{ used: number; quota: number } | null | 'unknown'>('unknown');
  const [asking, setAsking] = useState(false);
  useEffect(() => void spaceEstimate().then(setSpace), []);
  const openIds = useOpenElsewhere();
  const list = games.value;
  const problem = storageProblem.value;
  const unsaved = unsavedGames.value.size;
  const last = lastExport.value;
  const now = Date.now();
  const nameOf = (id: string) => list.find((g) => g.id === id)?.name ?? 'A game';
  const open = openIds?.map(nameOf) ?? null;
  const ask = async () => {
    setAsking(true);
    await askPersist();
    setAsking(false);
  };
  return (
    <section aria-labelledby="storage-h" class="health">
      <h2 id="storage-h">Storage</h2>
      <dl class="facts">
        <dt>Saving now</dt>
        <dd data-testid="health-saving">
          {problem ? problem.message : unsaved ? `Saving changes to ${unsaved} game${unsaved === 1 ? '' : 's'}…` : 'Every change is saved on this device.'}
        </dd>
        <dt>Kept for good</dt>
        <dd data-testid="health-persist">
          {PERSIST_TEXT[persistAnswer.value]}
          {persistAnswer.value !== 'granted' && persistAnswer.value !== 'unsupported' && (
            <div class="button-row">
              <button type="button" class="btn" disabled={asking} onClick={() => void ask()}>
                Ask the browser again
              </button>
            </div>
          )}
        </dd>
        <dt>Space</dt>
        <dd data-testid="health-space">
          {space === 'unknown'
            ? 'Measuring…'
            : space === null
              ? 'This browser does not say how much space is used.'
              : `${sizeText(space.used)} used; about ${sizeText(Math.max(0, space.quota - space.used))} free for Tablemate.`}
        </dd>
        <dt>Saved games</dt>
        <dd data-testid="health-games">
          {list.length} game{list.length === 1 ? '' : 's'}
          {damaged.value.length > 0 && `, and ${damaged.value.length} unreadable item${damaged.value.length === 1 ? '' : 's'} (listed on the home screen)`}.
        </dd>
        <dt>Last backup</dt>
        <dd data-testid="health-export">
          {last === null ? 'Never exported on this device.' : `Exported ${relativeTime(last, now)} (${new Date(last).toLocaleString()}).`}
          {exportIsOld(list.length, now, last) && (
            <>
              <strong class="note"> Time for a backup: {last === null ? 'there is none yet' : `the last one is over ${EXPORT_REMINDER_DAYS} days old`}.</strong>
              <ExportButtons label="Export all games" />
            </>
          )}
        </dd>
        <dt>Other tabs</dt>
        <dd data-testid="health-tabs">
          {open === null
            ? 'This browser cannot tell which games other tabs have open.'
            : open.length === 0
              ? 'No game is open in another tab.'
              : `Open in another tab: ${open.join(', ')}. Only one tab at a time can change a game.`}
        </dd>
      </dl>
    </section>
  );
}
