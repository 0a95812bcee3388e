// Feed (simultaneous): each whale eats what its owner chooses, then its hamsters eat or flee; the
// tracker moves for every fled hamster together once every whale has fed (RULES.md §2, Feed).
import { chance, type Chance } from './chance';
import { fitsIn, forcedPick, formatHamsters, hamstersWord, readHamsters, subtractHamsters, totalHamsters } from './hamsters';
import { facesProblem, feralName, moveFeral, overProblem, playerProblem, whaleOf, withFeral, withWhale } from './state';
import type { Cam8State, DieReceipt, Refusal, Hamsters, Needs, Receipt } from './types';

/** How much a whale eats: its size; 3× its size (1 growth die) or 6× (2 growth dice, added); or less than its size (it drops a size). */
export type Meal = 'size' | 'triple' | 'sextuple' | 'less';
/** The meal (`eats`: the krill eaten for a smaller meal), the growth dice's faces, and which hamsters flee when krill runs out. */
export type FeedInput = { meal?: Meal; eats?: number; faces?: number[]; flee?: Partial<Hamsters> };
/** One meal on offer, what it costs and its chance of growing. */
export type MealOption = Chance & { meal: Meal; eats: number; dice: number; affordable: boolean };
/**
 * What a meal does whatever the growth dice show: krill eaten, size lost, hamsters fed and fleeing,
 * and where the tracker will stand once every whale has fed (if nobody else's hamsters flee).
 */
export type MealPlan = { eats: number; short: boolean; size: number; krillLeft: number; fed: number; unfed: number; feral: number; revolt: boolean; text: string };

const MEALS: Record<Meal, { times: number; dice: number }> = { size: { times: 1, dice: 0 }, triple: { times: 3, dice: 1 }, sextuple: { times: 6, dice: 2 }, less: { times: 1, dice: 0 } };
/** One of the four meals (the saved game's own values: "toString" is not one). */
export const isMeal = (m: unknown): m is Meal => typeof m === 'string' && Object.hasOwn(MEALS, m);

/** Growth dice in this Feed count against the Feral level as the phase began (a reading: the phase is simultaneous). */
export function feedFeral(state: Cam8State): number {
  return state.feedFeral ?? state.feralLevel;
}

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

/** The meals for `player`: its size, 3× and 6× (each with its krill, dice, whether it is affordable and P(grow)); a smaller meal is `mealPlan(…, 'less', n)`. */
export function feedOptions(state: Cam8State, player: number): MealOption[] {
  const w = whaleOf(state, player);
  return (['size', 'triple', 'sextuple'] as const).map((meal) => {
    const { times, dice } = MEALS[meal];
    return { meal, eats: times * w.size, dice, affordable: meal === 'size' || w.krill >= times * w.size, ...growthChance(dice, feedFeral(state), w.size) };
  });
}

/** Why `eats` is not a smaller meal `player` can choose (0 up to one less than its size, and no more than its krill), or null. */
function lessProblem(state: Cam8State, player: number, eats: unknown): string | null {
  const w = whaleOf(state, player);
  const most = Math.min(w.size - 1, w.krill);
  if (typeof eats !== 'number' || !Number.isInteger(eats) || eats < 0 || eats > most) {
    return `${w.name} can eat 0 to ${most} krill as a smaller meal (less than its size ${w.size}, at most its ${w.krill} krill)`;
  }
  return null;
}

/** What eating `meal` does to `player` before any growth die, in numbers and in words (for the preview and the receipt). */
export function mealPlan(state: Cam8State, player: number, meal: Meal, less = 0): MealPlan {
  const w = whaleOf(state, player);
  const smaller = meal === 'less';
  const eats = smaller ? less : MEALS[meal].times * w.size;
  const short = smaller || w.krill < eats;
  const ate = smaller ? eats : Math.min(eats, w.krill);
  const size = short ? w.size - 1 : w.size;
  const left = w.krill - ate;
  const herd = totalHamsters(w.hamsters);
  // Too little krill for the meal: the whale eats it all and nothing is left for the hamsters;
  // a smaller meal chosen by the owner leaves the rest to them.
  const fed = Math.min(herd, left);
  const unfed = herd - fed;
  const after = moveFeral(state, state.fled + unfed);
  const first = smaller
    ? `eats ${ate} krill, less than its size: size ${w.size} → ${size}${size === 0 ? ': starves, out of the game' : ''}`
    : short
      ? `eats ${w.krill} of ${eats} krill: too little, size ${w.size} → ${size}${size === 0 ? ': starves, out of the game' : ''}`
      : `eats ${eats} krill`;
  const parts = [first];
  if (herd > 0) {
    const tracker = `once every whale has fed, Feral ${state.feralLevel} → ${feralName(after.level)}${after.revolt ? ': revolt, everyone loses' : ''}`;
    parts.push(unfed === 0 ? `${hamstersWord(herd)} fed` : `${fed} of ${hamstersWord(herd)} fed, ${unfed} ${unfed === 1 ? 'flees' : 'flee'} (${tracker})`);
  }
  parts.push(`${left - fed} krill left`);
  return { eats: ate, short, size, krillLeft: left - fed, fed, unfed, feral: after.level, revolt: after.revolt, text: parts.join('; ') };
}

/**
 * Feeds one whale and its hamsters; asks for growth dice or who flees when the owner must say.
 * The tracker does not move yet: when the last whale has fed, it moves for every fled hamster at once.
 */
export function feed(state: Cam8State, player: number, input: FeedInput = {}): Cam8State | Refusal | Needs {
  const bad = overProblem(state) ?? playerProblem(state, player);
  if (bad) return { error: bad };
  if (state.phase !== 'feed') return { error: 'Whales eat in the Feed phase' };
  const w = whaleOf(state, player);
  if (state.fed.includes(player)) return { error: `${w.name} has already eaten this turn` };
  const meal = input.meal ?? 'size';
  if (!isMeal(meal)) return { error: `"${String(meal)}" is not a meal: size, triple, sextuple or less` };
  if (meal === 'less') {
    const no = lessProblem(state, player, input.eats);
    if (no) return { error: no };
  }
  const { times, dice: count } = MEALS[meal];
  const plan = mealPlan(state, player, meal, input.eats);
  if ((meal === 'triple' || meal === 'sextuple') && plan.short) return { error: `${w.name} has ${w.krill} krill, needs ${times * w.size} to eat ${times}× its size` };
  if (count > 0 && input.faces === undefined) {
    return { needs: [{ kind: 'dice', count, text: `Roll ${count === 1 ? '1 die' : '2 dice'} to grow` }] };
  }
  const faces = input.faces ?? [];
  const badFaces = facesProblem(faces, count, `${w.name}'s growth roll`);
  if (badFaces) return { error: badFaces };
  const modifier = -feedFeral(state);
  const total = faces.reduce((sum, f) => sum + f + modifier, 0);
  const grows = count > 0 && total > w.size;
  const dice: DieReceipt[] = faces.map((face) => ({ face, modifier, result: face + modifier, effect: 'growth roll' }));
  const starves = plan.size === 0 ? ': starved, out of the game' : '';
  const notes = [
    meal === 'less'
      ? `ate ${plan.eats} krill, less than its size: size ${w.size} → ${plan.size}${starves}`
      : plan.short
        ? `ate ${w.krill} of ${w.size} krill: too little, size ${w.size} → ${plan.size}${starves}`
        : `ate ${times > 1 ? `${times}× ` : ''}its size (${plan.eats} krill)`,
  ];
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
  const fled = flee;
  const size = plan.size + (grows ? 1 : 0);
  let s = withWhale(state, player, (x) => ({ ...x, size, krill: plan.krillLeft, out: size === 0, hamsters: subtractHamsters(x.hamsters, fled) }));
  s = { ...s, fed: [...state.fed, player], fled: state.fled + plan.unfed };
  const waiting = s.players.some((x, i) => !x.out && !s.fed.includes(i));
  if (!waiting && s.fled > 0) {
    // Every whale has fed: the tracker moves once, for all the hamsters that fled.
    const moved = moveFeral(s, s.fled);
    notes.push(`every whale has fed: ${hamstersWord(s.fled)} fled in all, Feral ${s.feralLevel} → ${feralName(moved.level)}${moved.revolt ? ': revolt, everyone loses' : ''}`);
    s = { ...withFeral(s, moved), fled: 0 };
  }
  s = { ...s, receipt: receipt(notes.join('; ')) };
  if (s.gameOver) return s;
  if (s.players.every((x) => x.out)) return { ...s, gameOver: { kind: 'starved', winner: null, reason: 'Every whale has starved: everyone loses' } };
  return s;
}
