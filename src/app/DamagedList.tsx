import { download, jsonFile } from '../shared/device/share';
import { damaged, discardDamaged } from './library';

/** Stored values that could not be read: kept untouched, downloadable, deleted only on request. */
export function DamagedList() {
  return (
    <section aria-labelledby="damaged-h" class="damaged">
      <h2 id="damaged-h">Unreadable saved data</h2>
      <p>
        {damaged.value.length} saved item{damaged.value.length === 1 ? '' : 's'} could not be read. Nothing was deleted: download
        the raw data to keep it, or delete it.
      </p>
      <ul class="plain-list">
        {damaged.value.map((d) => (
          <li key={d.label}>
            <p>
              <code>{d.label.slice(0, 24)}</code>: {d.error}.
            </p>
            <div class="button-row">
              <button type="button" class="btn" onClick={() => download(jsonFile(`tablemate-unreadable-${d.label.replace(/[^\w-]+/g, '_').slice(0, 12)}.json`, safeJson(d.raw)))}>
                Download raw data
              </button>
              <button type="button" class="btn btn-danger" onClick={() => confirm('Delete this unreadable data for good?') && discardDamaged(d.key)}>
                Delete
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function safeJson(raw: unknown): string {
  try {
    return JSON.stringify(raw, null, 1) ?? String(raw);
  } catch {
    return String(raw);
  }
}
