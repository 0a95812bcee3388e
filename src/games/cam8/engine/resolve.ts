// Command & Resolve: the active whale declares an action, its dice are applied in order, the brains change.
import { ACTION_NAMES, type Action } from './action-table';
import { addHamsters, fitsIn, forcedPick, formatHamsters, hamstersWord, noHamsters, readHamsters, subtractHamsters, totalHamsters } from './hamsters';
import { bandFor } from './odds';
import { actingOrder } from './cards';
import { firstActive } from './phases';
import { prepareAction, type Prepared } from './prepare';
import { facesProblem, overProblem, paybackDone, revolt, whaleOf } from './state';
import { applyDie, describeTally, emptyTally, type Tally } from './tally';
import type { Cam8State, DieReceipt, Refusal, Hamsters, Need, Needs, Receipt } from './types';

/** The owners' choices: occupations of gained hamsters, and which hamsters a Recruit Hamsters target gives. */
export type ActionChoices = { gain?: Partial<Hamsters>; give?: Partial<Hamsters> };
/** The faces rolled (in order), the target whale and the choices. */
export type ActionInput = { faces?: number[]; target?: number | null; choices?: ActionChoices };

function turnProblem(state: Cam8State, player: number): string | null {
  if (state.phase !== 'command') return 'Actions are declared in the Command & Resolve phase';
  if (state.active === null) return 'Every whale has finished its actions this phase';
  if (state.active !== player) return `It is ${whaleOf(state, state.active).name}'s turn to act`;
  return null;
}

/** The next whale in card order after `player`, or null when the phase's actions are over. */
function advance(state: Cam8State, player: number): Cam8State {
  const next = firstActive(state, actingOrder(state).indexOf(player) + 1);
  return { ...state, active: next, actionsLeft: next === null ? 0 : whaleOf(state, next).size };
}

/** The active whale stops declaring actions; the next whale in card order goes. */
export function endActions(state: Cam8State, player: number): Cam8State | Refusal {
  const bad = overProblem(state) ?? turnProblem(state, player);
  return bad ? { error: bad } : advance(paybackDone(state), player);
}

function rollDice(state: Cam8State, p: Prepared, faces: number[]): { tally: Tally; dice: DieReceipt[] } {
  const empty = emptyTally(state.feralSpace, state.feralLevel);
  let tally = p.rule.sure ? applyDie(empty, p.rule.sure, state.track) : empty;
  const bands = p.rule.bands(p.me, p.them);
  const dice = faces.map((face, i) => {
    const result = face + p.modifier.total;
    const band = bandFor(bands, result);
    const text = p.rule.each ? `${p.rule.each} ${i + 1} ${band.effect.text}` : band.effect.text;
    const effect = tally.revolt ? 'not resolved: the game is over' : text;
    tally = applyDie(tally, band.effect, state.track);
    return { face, modifier: p.modifier.total, result, effect };
  });
  return { tally: p.rule.finish ? p.rule.finish(tally, p.me, p.them) : tally, dice };
}

function pickChoice(part: unknown, count: number, from: Hamsters | null, what: string): Hamsters | Refusal | null {
  if (count === 0) return noHamsters();
  if (from) {
    const forced = forcedPick(from, count);
    if (forced) return forced;
  }
  if (part === undefined) return null;
  const h = readHamsters(part, what);
  if ('error' in h) return h;
  if (totalHamsters(h) !== count) return { error: `${what}: pick exactly ${hamstersWord(count)}, got ${totalHamsters(h)}` };
  if (from && !fitsIn(h, from)) return { error: `${what}: only ${formatHamsters(from)} to give` };
  return h;
}

/** Resolves one declared action with its faces (in the order rolled); asks for missing dice or choices. */
export function resolveAction(state: Cam8State, player: number, action: Action, input: ActionInput = {}): Cam8State | Refusal | Needs {
  const bad = overProblem(state) ?? turnProblem(state, player);
  if (bad) return { error: bad };
  const p = prepareAction(state, player, action, input.target);
  if ('error' in p) return p;
  const name = ACTION_NAMES[action];
  if (p.dice === 0 && (input.faces?.length ?? 0) > 0) return { error: `${name} rolls no dice` };
  if (p.dice > 0 && input.faces === undefined) {
    return { needs: [{ kind: 'dice', count: p.dice, text: `Roll ${p.dice === 1 ? '1 die' : `${p.dice} dice`} for ${name}` }] };
  }
  const faces = input.faces ?? [];
  const badFaces = facesProblem(faces, action === 'tunnel' ? null : p.dice, name);
  if (badFaces) return { error: badFaces };
  if (faces.length > p.dice) return { error: `${name}: at most ${p.dice} dice (one per Digger), got ${faces.length}` };
  const { tally, dice } = rollDice(state, p, faces);
  const start = { space: state.feralSpace, feral: state.feralLevel };
  const settled = tally.revolt || tally.won;
  const needs: Need[] = [];
  const gain = settled ? noHamsters() : pickChoice(input.choices?.gain, tally.gained, null, `${p.me.name}'s new hamsters`);
  if (gain && 'error' in gain) return gain;
  if (!gain) needs.push({ kind: 'gain', player, count: tally.gained, text: `${p.me.name}: pick the occupation of ${hamstersWord(tally.gained)}` });
  const give = settled ? noHamsters() : pickChoice(input.choices?.give, tally.taken, p.them.hamsters, `${p.them.name}'s hamsters given`);
  if (give && 'error' in give) return give;
  if (!give) needs.push({ kind: 'give', player: p.target as number, count: tally.taken, from: p.them.hamsters, text: `${p.them.name}: pick ${hamstersWord(tally.taken)} to give ${p.me.name}` });
  const title = p.target === null ? name : `${name} ${p.them.name}`;
  if (needs.length > 0 || !gain || !give) {
    return { needs, receipt: { player, who: p.me.name, title, dice, result: describeTally(tally, start, { target: p.them.name }) } };
  }
  const rolled = faces.length > 0;
  let s: Cam8State = { ...paybackDone(state), feralSpace: tally.space, feralLevel: tally.feral };
  // The receiver of an Assist may pay its giver for it, at that moment (the next move of the phase ends it).
  if (action === 'psychicAssist') s.payback = { from: p.target as number, to: player };
  s.players = s.players.map((w, i) => {
    if (i === player) {
      return {
        ...w,
        krill: w.krill + tally.krill,
        hamsters: subtractHamsters(addHamsters(addHamsters(w.hamsters, gain), give), tally.lost),
        // Boosts and Assists are spent by the first action that actually rolls.
        boost: rolled ? 0 : w.boost + (action === 'psychicBoost' ? 1 : 0),
        assists: rolled ? 0 : w.assists,
      };
    }
    if (i !== p.target) return w;
    return { ...w, hamsters: subtractHamsters(w.hamsters, give), assists: w.assists + (action === 'psychicAssist' ? 1 : 0) };
  });
  let result = describeTally(tally, start, { target: p.them.name, gained: formatHamsters(gain), taken: formatHamsters(give) });
  if (action === 'psychicBoost') result = `Psychic Boost pending +${whaleOf(s, player).boost}`;
  if (action === 'psychicAssist') result = `${p.them.name} holds ${whaleOf(s, p.target as number).assists} Assist token(s)`;
  if (action === 'layTrails') result = 'hamster trails laid on the board';
  const receipt: Receipt = { player, who: p.me.name, title, dice, result };
  s = { ...s, receipt, actionsLeft: state.actionsLeft - 1 };
  if (tally.revolt) return { ...s, gameOver: revolt() };
  if (tally.won) return { ...s, gameOver: { kind: 'transcended', winner: player, reason: `${p.me.name} transcended and wins the game` } };
  return s.actionsLeft > 0 ? s : advance(s, player);
}
