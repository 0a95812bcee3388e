// Feed: the whale eats (size, 3× with a growth die, 6× with two), then its hamsters eat or flee.
import { chance, type Chance } from './chance';
import { fitsIn, forcedPick, formatHamsters, hamstersWord, readHamsters, subtractHamsters, totalHamsters } from './hamsters';
import { facesProblem, moveFeral, overProblem, playerProblem, revolt, whaleOf, withWhale } from './state';
import type { Cam8State, DieReceipt, Failure, Hamsters, Needs, Receipt } from './types';

/** How much a whale eats: its size, 3× its size (1 growth die) or 6× (2 growth dice, added). */
export type Meal = 'size' | 'triple' | 'sextuple';
/** The meal, the growth dice's faces, and which hamsters flee when krill runs out. */
export type FeedInput = { meal?: Meal; faces?: number[]; flee?: Partial<Hamsters> };
/** One meal on offer, what it costs and its chance of growing. */
export type MealOption = Chance & { meal: Meal; eats: number; dice: number; affordable: boolean };
/** What a meal does whatever the growth dice show: krill eaten, size lost, hamsters fed and fleeing, the tracker. */
export type MealPlan = { eats: number; short: boolean; size: number; krillLeft: number; fed: number; unfed: number; feral: number; revolt: boolean; text: string };

const MEALS: Record<Meal, { times: number; dice: number }> = { size: { times: 1, dice: 0 }, triple: { times: 3, dice: 1 }, sextuple: { times: 6, dice: 2 } };
const isMeal = (m: unknown): m is Meal => typeof m === 'string' && Object.hasOwn(MEALS, m);

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

/** What eating `meal` does to `player` before any growth die, in numbers and in words (for the preview and the receipt). */
export function mealPlan(state: Cam8State, player: number, meal: Meal): MealPlan {
  const w = whaleOf(state, player);
  const eats = MEALS[meal].times * w.size;
  const short = w.krill < eats;
  const size = short ? w.size - 1 : w.size;
  const left = short ? 0 : w.krill - eats;
  const herd = totalHamsters(w.hamsters);
  const fed = Math.min(herd, left);
  const moved = moveFeral(state.feralLevel, herd - fed);
  const parts = [short ? `eats ${w.krill} of ${eats} krill: too little, size ${w.size} → ${size}${size === 0 ? ': starves, out of the game' : ''}` : `eats ${eats} krill`];
  if (herd > 0) parts.push(fed === herd ? `${hamstersWord(herd)} fed` : `${fed} of ${hamstersWord(herd)} fed, ${herd - fed} flee: Feral ${state.feralLevel} → ${moved.level}${moved.revolt ? ', revolt: everyone loses' : ''}`);
  parts.push(`${left - fed} krill left`);
  return { eats, short, size, krillLeft: left - fed, fed, unfed: herd - fed, feral: moved.level, revolt: moved.revolt, text: parts.join('; ') };
}

/** Feeds one whale and its hamsters; asks for growth dice or who flees when the owner must say. */
export function feed(state: Cam8State, player: number, input: FeedInput = {}): Cam8State | Failure | Needs {
  const bad = overProblem(state) ?? playerProblem(state, player);
  if (bad) return { error: bad };
  if (state.phase !== 'feed') return { error: 'Whales eat in the Feed phase' };
  const w = whaleOf(state, player);
  if (state.fed.includes(player)) return { error: `${w.name} has already eaten this turn` };
  const meal = input.meal ?? 'size';
  if (!isMeal(meal)) return { error: `"${String(meal)}" is not a meal: size, triple or sextuple` };
  const { times, dice: count } = MEALS[meal];
  const plan = mealPlan(state, player, meal);
  if (meal !== 'size' && plan.short) return { error: `${w.name} has ${w.krill} krill, needs ${plan.eats} to eat ${times}× its size` };
  if (count > 0 && input.faces === undefined) {
    return { needs: [{ kind: 'dice', count, text: `Roll ${count === 1 ? '1 die' : '2 dice'} to grow` }] };
  }
  const faces = input.faces ?? [];
  const badFaces = facesProblem(faces, count, `${w.name}'s growth roll`);
  if (badFaces) return { error: badFaces };
  const modifier = -state.feralLevel;
  const total = faces.reduce((sum, f) => sum + f + modifier, 0);
  const grows = count > 0 && total > w.size;
  const dice: DieReceipt[] = faces.map((face) => ({ face, modifier, result: face + modifier, effect: 'growth roll' }));
  const ate = `ate ${plan.eats} krill${times > 1 ? ` (${times}× size)` : ''}`;
  const notes = [plan.short ? `ate ${w.krill} of ${plan.eats} krill: too little, size ${w.size} → ${plan.size}${plan.size === 0 ? ': starved, out of the game' : ''}` : ate];
  if (count > 0) notes.push(`growth ${total}${grows ? ` > ${w.size}: grows to size ${w.size + 1}` : ` ≤ ${w.size}: no growth`}`);
  const receipt = (result: string): Receipt => ({ player, who: w.name, title: 'Feed', dice, result });
  let flee: Hamsters | null = forcedPick(w.hamsters, plan.unfed);
  if (!flee) {
    if (input.flee === undefined) {
      const text = `${w.name}: pick ${hamstersWord(plan.unfed)} to flee to the surface`;
      return { needs: [{ kind: 'flee', player, count: plan.unfed, from: w.hamsters, text }], receipt: receipt(notes.join('; ')) };
    }
    const picked = readHamsters(input.flee, `${w.name}'s fleeing hamsters`);
    if ('error' in picked) return picked;
    if (totalHamsters(picked) !== plan.unfed || !fitsIn(picked, w.hamsters)) {
      return { error: `${w.name} must pick exactly ${hamstersWord(plan.unfed)} to flee from ${formatHamsters(w.hamsters)}` };
    }
    flee = picked;
  }
  const herd = totalHamsters(w.hamsters);
  notes.push(plan.unfed === 0 ? `${hamstersWord(herd)} fed` : `${plan.fed} fed, ${plan.unfed} fled (${formatHamsters(flee)})`);
  if (plan.unfed > 0) notes.push(`Feral ${state.feralLevel} → ${plan.feral}${plan.revolt ? ': revolt, everyone loses' : ''}`);
  const fled = flee;
  const size = plan.size + (grows ? 1 : 0);
  let s = withWhale(state, player, (x) => ({ ...x, size, krill: plan.krillLeft, out: size === 0, hamsters: subtractHamsters(x.hamsters, fled) }));
  s = { ...s, feralLevel: plan.feral, fed: [...state.fed, player], receipt: receipt(notes.join('; ')) };
  if (plan.revolt) return { ...s, gameOver: revolt(plan.feral) };
  if (s.players.every((x) => x.out)) return { ...s, gameOver: { kind: 'starved', winner: null, reason: 'Every whale has starved: everyone loses' } };
  return s;
}
