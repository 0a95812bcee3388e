import { encode } from 'uqr';
import { Dialog } from '../ui/Dialog';
import { showToast } from '../ui/toast';
import { QR_ECC, QR_MAX_VERSION, type Fitted } from './fit';
import './qr.css';

/** The dark modules of a code as one SVG path, a run of modules in a row at a time; `q` is the quiet zone. */
export function qrPath(data: readonly (readonly boolean[])[], q: number): string {
  let d = '';
  data.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue;
      let run = 1;
      while (row[x + run]) run++;
      d += `M${x + q} ${y + q}h${run}v1h-${run}z`;
      x += run - 1;
    }
  });
  return d;
}

const copied = () => showToast({ text: 'The link was copied.' });
const failed = () => showToast({ text: 'The link could not be copied here: select it and copy it by hand.' });

function copy(link: string): void {
  if (!navigator.clipboard) return failed();
  navigator.clipboard.writeText(link).then(copied, failed);
}

const QUIET = 4;
const steps = (n: number) => `${n} undo step${n === 1 ? '' : 's'}`;
const lines = (n: number) => `the ${n === 1 ? 'oldest log line' : `${n} oldest log lines`}`;

/** What stays behind on this phone, in a sentence, or null when the code carries everything. */
export function leftBehind(f: Pick<Fitted, 'droppedSteps' | 'droppedLines' | 'droppedEntries'>): string | null {
  const parts = [f.droppedSteps > 0 && `the undo history (${steps(f.droppedSteps)})`, f.droppedEntries, f.droppedLines > 0 && lines(f.droppedLines)].filter((p): p is string => !!p);
  if (parts.length === 0) return null;
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)!}` : parts[0]!;
  return `To fit one code, this stays on this phone: ${list}.`;
}

/** A QR code of a link that hands over a game, with the link as text and a Copy button beside it (or why there is none). */
export function QrDialog({ title, what, fitted, onClose }: { title: string; what: string; fitted: Fitted | null; onClose: () => void }) {
  if (!fitted) {
    return (
      <Dialog title={title} open onClose={onClose}>
        <p class="error" role="alert">
          This is too large for one QR code, even without its undo history and log. Send it as a backup file instead (Export).
        </p>
      </Dialog>
    );
  }
  const qr = encode(fitted.link, { ecc: QR_ECC, border: 0, maxVersion: QR_MAX_VERSION, boostEcc: true });
  const n = qr.size + 2 * QUIET;
  const behind = leftBehind(fitted);
  return (
    <Dialog title={title} open onClose={onClose}>
      <div class="stack qr-box">
        {/* The code first: whole on a 360 × 640 screen, under the title, with what stays behind just below it. */}
        <svg class="qr-code" viewBox={`0 0 ${n} ${n}`} role="img" aria-label={`QR code of the link that hands over ${what}`} shape-rendering="crispEdges" data-version={qr.version}>
          <rect width={n} height={n} fill="#fff" />
          <path d={qrPath(qr.data, QUIET)} fill="#000" />
        </svg>
        {behind && (
          <p class="note" data-testid="qr-left-behind">
            {behind}
          </p>
        )}
        <p>Scan it with the other phone's camera: Tablemate opens there (offline where it is installed) and adds {what}.</p>
        <label class="field">
          <span>The link in the code</span>
          <textarea readOnly rows={3} value={fitted.link} spellcheck={false} data-testid="qr-link" />
        </label>
        <button type="button" class="btn" onClick={() => copy(fitted.link)}>
          Copy the link
        </button>
      </div>
    </Dialog>
  );
}
