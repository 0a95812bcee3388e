import type { Marker } from '../engine';
import { MARKER_NAMES } from '../engine/log';

/** What a tap on the board does: put a marker there, or (in the calculator) select the cell. */
export type Tool = Marker | 'select';

// Each tool's chip: the markers by their players' names (those of the game log).
const SHORT: Record<Tool, string> = { select: 'Edit cell', ...MARKER_NAMES };

/** The marker tools as a radio group: pick one, then tap a cell to put it there. */
export function MarkerTools({ tool, onTool, withSelect }: { tool: Tool; onTool: (t: Tool) => void; withSelect?: boolean }) {
  const tools: Tool[] = [...(withSelect ? ['select' as const] : []), ...(Object.keys(MARKER_NAMES) as Marker[])];
  return (
    <fieldset class="cr-tools">
      <legend>Tap a cell to place</legend>
      {tools.map((t) => (
        <label class="radio-chip cr-tool" key={t}>
          <input type="radio" name="cr-tool" value={t} checked={tool === t} onChange={() => onTool(t)} />
          <span>{SHORT[t]}</span>
        </label>
      ))}
    </fieldset>
  );
}
