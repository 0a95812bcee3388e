// Feed: the whale eats (size, 3× with a growth die, 6× with two), then its hamsters eat or flee.
import { chance, type Chance } from './chance';
import { fitsIn, forcedPick, formatHamsters, hamstersWord, readHamsters, subtractHamsters, totalHamsters } from './hamsters';
import { facesProblem, moveFeral, overProblem, playerProblem, revolt, whaleOf, withWhale } from './state';
import type { Cam8State, DieReceipt, Failure, Hamsters, Needs } from './types';

/** How much a whale eats: its size, 3× its size (1 growth die) or 6× (2 growth dice, added). */
export type Meal = 'size' | 'triple' | 'sextuple';
/** The meal, the growth dice's faces, and which hamsters flee when krill runs out. */
export type FeedInput = { meal?: Meal; faces?: number[]; flee?: Partial<Hamsters> };
/** One meal on offer, what it costs and its chance of growing. */
export type MealOption = Chance & { meal: Meal; eats: number; dice: number; affordable: boolean };

const MEALS: Record<Meal, { times: number; dice: number }> = { size: { times: 1, dice: 0 }, triple: { times: 3, dice: 1 }, sextuple: { times: 6, dice: 2 } };

/** Exact chance that `dice` d6 (each −feral) add up to more than `size`. */
export function growthChance(dice: number, feralLevel: number, size: number): Chance {
  if (dice === 0) return chance(0n, 1n);
  let ways = 0n;
  for (let a = 1; a <= 6; a++) {
    if (dice === 1) ways += a - feralLevel > size ? 1n : 0n;
    else for (let b = 1; b <= 6; b++) ways += a + b - 2 * feralLevel > size ? 1n : 0n;
  }
  return chance(ways, dice === 1 ? 6n : 36n);
}

/** The three meals for `player`, each with its krill, dice, whether it is affordable and P(grow). */
export function feedOptions(state: Cam8State, player: number): MealOption[] {
  const w = whaleOf(state, player);
  return (Object.keys(MEALS) as Meal[]).map((meal) => {
    const { times, dice } = MEALS[meal];
    return { meal, eats: times * w.size, dice, affordable: meal === 'size' || w.krill >= times * w.size, ...growthChance(dice, state.feralLevel, w.size) };
  });
}

/** Feeds one whale and its hamsters; asks for growth dice or who flees when the owner must say. */
export function feed(state: Cam8State, player: number, input: FeedInput = {}): Cam8State | Failure | Needs {
  const bad = overProblem(state) ?? playerProblem(state, player);
  if (bad) return { error: bad };
  if (state.phase !== 'feed') return { error: 'Whales eat in the Feed phase' };
  const w = whaleOf(state, player);
  if (state.fed.includes(player)) return { error: `${w.name} has already eaten this turn` };
  const meal = input.meal ?? 'size';
  const plan = MEALS[meal];
  if (!plan) return { error: `"${String(meal)}" is not a meal: size, triple or sextuple` };
  const eats = plan.times * w.size;
  if (meal !== 'size' && w.krill < eats) return { error: `${w.name} has ${w.krill} krill, needs ${eats} to eat ${plan.times}× its size` };
  if (plan.dice > 0 && input.faces === undefined) {
    return { needs: [{ kind: 'dice', count: plan.dice, text: `Roll ${plan.dice === 1 ? '1 die' : '2 dice'} to grow` }] };
  }
  const faces = input.faces ?? [];
  const badFaces = facesProblem(faces, plan.dice, `${w.name}'s growth roll`);
  if (badFaces) return { error: badFaces };
  const modifier = -state.feralLevel;
  const total = faces.reduce((sum, f) => sum + f + modifier, 0);
  const grows = plan.dice > 0 && total > w.size;
  const dice: DieReceipt[] = faces.map((face) => ({ face, modifier, result: face + modifier, effect: 'growth roll' }));
  const notes: string[] = [];
  let size = w.size;
  let krill = w.krill;
  if (krill < eats) {
    notes.push(`ate ${krill} of ${eats} krill: too little, size ${size} → ${size - 1}${size === 1 ? ': starved, out of the game' : ''}`);
    krill = 0;
    size -= 1;
  } else {
    krill -= eats;
    notes.push(`ate ${eats} krill${plan.times > 1 ? ` (${plan.times}× size)` : ''}`);
    if (plan.dice > 0) notes.push(`growth ${total}${grows ? ` > ${w.size}: grows to size ${w.size + 1}` : ` ≤ ${w.size}: no growth`}`);
    if (grows) size += 1;
  }
  const hamsters = totalHamsters(w.hamsters);
  const unfed = Math.max(0, hamsters - krill);
  krill -= hamsters - unfed;
  let flee: Hamsters | null = forcedPick(w.hamsters, unfed);
  if (!flee) {
    if (input.flee === undefined) {
      return { needs: [{ kind: 'flee', player, count: unfed, from: w.hamsters, text: `${w.name}: pick ${hamstersWord(unfed)} to flee to the surface` }] };
    }
    const picked = readHamsters(input.flee, `${w.name}'s fleeing hamsters`);
    if ('error' in picked) return picked;
    if (totalHamsters(picked) !== unfed || !fitsIn(picked, w.hamsters)) {
      return { error: `${w.name} must pick exactly ${hamstersWord(unfed)} to flee from ${formatHamsters(w.hamsters)}` };
    }
    flee = picked;
  }
  notes.push(unfed === 0 ? `${hamstersWord(hamsters)} fed` : `${hamsters - unfed} fed, ${unfed} fled (${formatHamsters(flee)})`);
  const moved = moveFeral(state.feralLevel, unfed);
  if (unfed > 0) notes.push(`Feral ${state.feralLevel} → ${moved.level}${moved.revolt ? ': revolt, everyone loses' : ''}`);
  const fledFrom = flee;
  let s = withWhale(state, player, (x) => ({ ...x, size, krill, out: size === 0, hamsters: subtractHamsters(x.hamsters, fledFrom) }));
  s = { ...s, feralLevel: moved.level, fed: [...state.fed, player], receipt: { player, who: w.name, title: 'Feed', dice, result: notes.join('; ') } };
  if (moved.revolt) return { ...s, gameOver: revolt(moved.level) };
  if (s.players.every((x) => x.out)) return { ...s, gameOver: { kind: 'starved', winner: null, reason: 'Every whale has starved: everyone loses' } };
  return s;
}
