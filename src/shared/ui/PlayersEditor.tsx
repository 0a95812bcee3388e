import type { ComponentChildren } from 'preact';
import { PLAYER_COLOURS, freeColour } from '../players';
import { type Regular, roster, seatFor } from '../roster';
import { Regulars } from './Regulars';
import './PlayersEditor.css';

/** What every game's setup knows of a player. */
export interface PlayerDraft {
  name: string;
  colour: string;
}

/** Props of PlayersEditor. */
export interface PlayersEditorProps<P extends PlayerDraft> {
  players: readonly P[];
  min: number;
  max: number;
  onChange: (players: P[]) => void;
  /** A new player for seat `index` with an unused colour. */
  newPlayer: (index: number, colour: string) => P;
  /** The game's own fields for one player (e.g. CAM 8's starting hamsters). */
  extra?: (player: P, set: (patch: Partial<P>) => void) => ComponentChildren;
  /** How many colours to offer (games for up to 4 offer 4). */
  colours?: number;
  /** One row a player: name, colour and ✕, the fields' names said to screen readers only (for games with no fields of their own). */
  compact?: boolean;
}

/** The name a seat has until someone types one ("Player 2"): shown as the field's placeholder, never as its text. */
export const seatName = (i: number): string => `Player ${i + 1}`;

/**
 * Players in seat order: name, colour, the game's own fields, remove and add. A name field is empty with its
 * seat's name as the placeholder until someone types (nothing to delete first); emptied, it is the seat's name again.
 */
export function PlayersEditor<P extends PlayerDraft>({ players, min, max, onChange, newPlayer, extra, colours = PLAYER_COLOURS.length, compact = false }: PlayersEditorProps<P>) {
  const fieldName = compact ? 'visually-hidden' : undefined;
  const set = (i: number) => (patch: Partial<P>) => onChange(players.map((p, j) => (j === i ? { ...p, ...patch } : p)));
  const seat = seatFor(players, max);
  const here = new Set(players.map((p) => p.name.trim().toLocaleLowerCase()));
  const regulars = seat === null ? [] : roster.value.filter((r) => !here.has(r.name.toLocaleLowerCase()));
  // A regular takes the first seat still called "Player N", else a new seat; their colour unless another player has it.
  const add = (r: Regular) => {
    if (seat === null) return;
    const others = players.filter((_, j) => j !== seat);
    const colour = others.some((p) => p.colour === r.colour) || !PLAYER_COLOURS.slice(0, colours).some((c) => c.value === r.colour) ? freeColour(others) : r.colour;
    if (seat < players.length) set(seat)({ name: r.name, colour } as Partial<P>);
    else onChange([...players, { ...newPlayer(seat, colour), name: r.name }]);
  };
  return (
    <>
      <Regulars id="regulars-h" regulars={regulars} onSeat={add} />
      {players.map((p, i) => (
        <fieldset key={i} class={compact ? 'player-setup player-setup-compact' : 'player-setup'} style={{ borderLeftColor: p.colour }}>
          <legend>Player {i + 1}</legend>
          <label class="field">
            <span class={fieldName}>Name</span>
            <input
              value={p.name === seatName(i) ? '' : p.name}
              placeholder={seatName(i)}
              maxLength={24}
              autoComplete="off"
              onInput={(e) => set(i)({ name: e.currentTarget.value.trim() === '' ? seatName(i) : e.currentTarget.value } as Partial<P>)}
            />
          </label>
          <label class="field">
            <span class={fieldName}>Colour</span>
            <select value={p.colour} onChange={(e) => set(i)({ colour: e.currentTarget.value } as Partial<P>)}>
              {PLAYER_COLOURS.slice(0, colours).map((c) => (
                <option key={c.value} value={c.value}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
          {extra?.(p, set(i))}
          {players.length > min && (
            <button type="button" class="btn btn-danger" onClick={() => onChange(players.filter((_, j) => j !== i))}>
              Remove {p.name || `player ${i + 1}`}
            </button>
          )}
        </fieldset>
      ))}
      {players.length < max && (
        <button type="button" class="btn" onClick={() => onChange([...players, newPlayer(players.length, freeColour(players))])}>
          + Add a player
        </button>
      )}
    </>
  );
}
