import { ACTION_NAMES, PHASE_NAMES, REVOLT_AFTER, type WhaleField, cardsText, describe, hasBlanks, initiativeTies, phaseTitle } from './index';
import type { Cam8Action, Cam8Doc } from './game';

const FIELD_NAMES: Record<WhaleField, string> = {
  size: 'size',
  krill: 'krill',
  breeders: 'Breeders',
  diggers: 'Diggers',
  harvesters: 'Harvesters',
  guards: 'Guards',
  politicians: 'Politicians',
  assists: 'Assist tokens',
  boost: 'Psychic Boost',
};

const signed = (n: number) => (n > 0 ? `+${n}` : `−${-n}`);

/** The game-log line for an applied CAM 8 action, or null for setup edits. */
export function describeCam8(a: Cam8Action, before: Cam8Doc, after: Cam8Doc): string | null {
  if (after.stage !== 'play') return null;
  const g = after.game;
  const name = (i: number) => g.players[i]?.name ?? `Player ${i + 1}`;
  const over = g.gameOver && (before.stage !== 'play' || !before.game.gameOver) ? ` Game over: ${g.gameOver.reason}.` : '';
  const receiptChanged = before.stage === 'play' && g.receipt && g.receipt !== before.game.receipt;
  switch (a.type) {
    case 'start':
      return `Game started: ${g.players.map((w) => w.name).join(', ')}`;
    case 'next':
      // Command & Resolve goes in card order: the log says which card each whale holds.
      return g.phase === 'command' ? `${phaseTitle(g)}. ${cardsText(g)}` : phaseTitle(g);
    case 'card':
      return `${name(a.player)} takes initiative card ${a.card}`;
    case 'ask':
      return `${name(a.player)} ${a.asking ? 'asks' : 'no longer asks'} to end ${PHASE_NAMES[g.phase]}`;
    case 'adjust':
      return `${name(a.player)}: ${FIELD_NAMES[a.field]} ${signed(a.delta)} by hand${over}`;
    case 'feral': {
      const level = g.feralLevel > REVOLT_AFTER ? `past ${REVOLT_AFTER}` : String(g.feralLevel);
      const space = hasBlanks(g.track) && !g.gameOver ? ` (space ${g.feralSpace + 1} of ${g.track.length})` : '';
      return `Feral Hamsters ${signed(a.delta)} ${Math.abs(a.delta) === 1 ? 'space' : 'spaces'} by hand, now ${level}${space}${over}`;
    }
    case 'roll':
      return `${name(a.pending.player)} rolled ${a.pending.faces.join(', ')} for ${a.pending.kind === 'act' ? ACTION_NAMES[a.pending.action] : 'growth'}; waiting for a choice`;
    case 'rollOff': {
      const was = before.stage === 'play' ? before.rollOff?.rolls : undefined;
      const faces = Object.entries(a.decisions.rolls ?? {})
        .filter(([p, f]) => f.length > (was?.[Number(p)]?.length ?? 0))
        .map(([p, f]) => `${name(Number(p))} ${f[f.length - 1]}`);
      const rolled = `Roll-off for the pick order: ${faces.join(', ')}`;
      if (receiptChanged) return `${rolled}. ${describe(g.receipt!)}`;
      const again = after.rollOff ? initiativeTies(g, after.rollOff).flatMap((t) => t.mustRoll).map(name) : [];
      return `${rolled}; still tied: ${again.join(', ')} roll again`;
    }
    case 'pass':
      return `${name(a.player)} is done`;
    default:
      return receiptChanged ? `${describe(g.receipt!)}${over}` : null;
  }
}

/**
 * Consecutive hand corrections of the same counter in the same direction fold into one undo
 * step (same direction only: counters clamp at 0, so −1 then +1 is not the same as 0).
 */
export function mergeCam8(prev: Cam8Action, next: Cam8Action): Cam8Action | null {
  if (prev.type === 'setup' && next.type === 'setup') return next;
  const same = prev.type === 'adjust' && next.type === 'adjust' && prev.player === next.player && prev.field === next.field;
  if (same && Math.sign(prev.delta) === Math.sign(next.delta)) {
    return { ...next, delta: prev.delta + next.delta };
  }
  return null;
}
