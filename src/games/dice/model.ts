import { computed, signal } from '@preact/signals';
import type { GameSession } from '../../shared/history/session';
import { type MoveResult, refused } from '../../shared/refusal';
import { type Rng, rollDice } from '../../shared/random';
import { type DiceAction, type DiceState, type DieSize, type Pool, poolDice, rollBlock, rollText, withCount } from './engine';

/** The dice roller's signals and actions for one saved game. */
export function createDiceModel(
  session: GameSession<DiceState, DiceAction>,
  rng: Rng,
  now: () => number = Date.now,
  onRoll: () => void = () => {},
) {
  const state = session.state;
  // Moves are made on every change made so far (a tap right after another, before it is on disk, builds on it).
  const ahead = session.latestState;
  // What the live region says, and the saved change it says it about: after an undo, a redo or another
  // tab's change it says nothing (the shell's pinned line says what was undone), never the undone roll.
  const said = signal<{ text: string; record: unknown } | null>(null);
  const say = (text: string) => (said.value = { text, record: session.latest.peek() });
  const commitRoll = (pool: Pool, faces: number[], source: 'app' | 'real'): MoveResult => {
    const err = session.dispatch({ type: 'roll', pool, faces, at: now(), source });
    if (err) {
      say(err);
      return { error: err };
    }
    const last = ahead.value.rolls[ahead.value.rolls.length - 1]!;
    // A Moon Drop roll is said as its block (in rollText); its total means nothing there.
    say(rollBlock(last) ? `${rollText(last)}.` : `${rollText(last)}. Total ${last.total}.`);
    onRoll();
    return null;
  };

  const setPool = (pool: Pool): MoveResult => refused(session.dispatch({ type: 'pool', pool }));

  return {
    pool: computed(() => state.value.pool),
    mode: computed(() => state.value.mode),
    rolls: computed(() => state.value.rolls),
    last: computed(() => state.value.rolls[state.value.rolls.length - 1] ?? null),
    /** Text for the screen reader's live region after each roll or refusal, until the game changes otherwise. */
    announce: computed(() => (said.value && said.value.record === session.record.value ? said.value.text : '')),
    setCount: (sides: DieSize, count: number) => setPool(withCount(ahead.value.pool, sides, count)),
    setPerDie: (perDie: number) => setPool({ ...ahead.value.pool, perDie }),
    setTotal: (total: number) => setPool({ ...ahead.value.pool, total }),
    setMode: (mode: DiceState['mode']) => refused(session.dispatch({ type: 'mode', mode })),
    /** Rolls the current pool with the app's dice. */
    roll: () => commitRoll(ahead.value.pool, rollDice(poolDice(ahead.value.pool), rng), 'app'),
    /** Rolls a preset at once. A preset is the whole recipe: modifiers it does not name are none (a "+1 each die" left over would make a wrong Moon Drop block). */
    rollPreset: (preset: Pool) => commitRoll(preset, rollDice(poolDice(preset), rng), 'app'),
    /** Uses a preset as the pool without rolling (for real dice), modifiers included. */
    choosePreset: (preset: Pool) => setPool(preset),
    /** Records faces rolled on real dice for the current pool. */
    enterFaces: (faces: number[]) => commitRoll(ahead.value.pool, faces, 'real'),
    clearHistory: () => refused(session.dispatch({ type: 'clear' })),
  };
}

/** The dice model's type. */
export type DiceModel = ReturnType<typeof createDiceModel>;
