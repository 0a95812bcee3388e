// Where a saved CAM 8 game stands: one line for the home screen's list, and the line pinned over the game screen.
import type { Cam8Doc } from './game';
import { PHASE_NAMES, type Phase, REVOLT_AFTER, isNeeds, nextPicker, phaseTitle } from './index';
import { resolvePending } from './pending';

/** A phase in short words, for the pinned line and the phase steps: "Diplomacy I", "Command". */
export const phaseShort = (p: Phase): string => PHASE_NAMES[p].replace(/ & \w+/, '');

/** "Setting up", "Turn 3 · Command & Resolve", "Game over · Ana transcended" or "Game over · the hamsters revolted". */
export function cam8Status(doc: Cam8Doc): string {
  if (doc.stage !== 'play') return 'Setting up';
  const g = doc.game;
  const over = g.gameOver;
  if (!over) return phaseTitle(g);
  if (over.kind === 'transcended') return `Game over · ${g.players[over.winner]?.name ?? 'a whale'} won`;
  return over.kind === 'revolt' ? 'Game over · the hamsters revolted' : 'Game over · every whale starved';
}

/** Who the table waits for now, if one whale: "Ben acts", "Ben picks a card", "Ben chooses", or "". */
function waitingFor(doc: Extract<Cam8Doc, { stage: 'play' }>): string {
  const g = doc.game;
  const name = (i: number | null) => (i === null ? '' : (g.players[i]?.name ?? ''));
  if (doc.pending) {
    // The owner whose choice the dice wait for: a Recruit Hamsters target picks what it gives.
    const r = resolvePending(g, doc.pending);
    const need = isNeeds(r) ? r.needs.find((n) => n.kind !== 'dice') : undefined;
    return `${name(need && 'player' in need ? need.player : doc.pending.player)} chooses`;
  }
  if (g.phase === 'command') return g.active === null ? 'all have acted' : `${name(g.active)} acts`;
  if (g.phase === 'initiative' && g.initiative.length > 0) {
    const picker = nextPicker(g);
    return picker === null ? '' : `${name(picker)} picks a card`;
  }
  return '';
}

/**
 * The pinned line of a game in play: "Turn 2 · Command · Ben acts", and the Feral level with what it does to
 * every die ("Feral 3 · dice −3"), the number the table asks about most.
 */
export function cam8Pinned(doc: Cam8Doc): { where: string; numbers?: string } {
  if (doc.stage !== 'play') return { where: 'Setting up' };
  const g = doc.game;
  const level = g.feralLevel;
  const numbers = level > REVOLT_AFTER ? `Feral past ${REVOLT_AFTER} · revolt` : `Feral ${level} · dice ${level === 0 ? '±0' : `−${level}`}`;
  if (g.gameOver) return { where: cam8Status(doc), numbers };
  const who = waitingFor(doc);
  return { where: `Turn ${g.turn} · ${phaseShort(g.phase)}${who ? ` · ${who}` : ''}`, numbers };
}
