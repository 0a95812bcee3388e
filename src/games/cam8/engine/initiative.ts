// Initiative: fewest Politicians pick first; a tied group's richest whale may pay 1 krill; then a roll-off.
import { facesProblem, overProblem, playerProblem, whaleOf } from './state';
import type { Cam8State, Refusal, Receipt } from './types';

/** The table's decisions: who paid 1 krill to pick first, and each tied whale's roll-off faces in order. */
export type InitiativeDecisions = { paid?: number[]; rolls?: Record<number, number[]> };

/** A group of whales tied on Politicians: who may pay to pick first, and who must still roll. */
export type InitiativeTie = {
  politicians: number;
  players: number[];
  /** The tied whale with strictly the most krill (at least 1), offered to pay 1 krill; null when none. */
  payer: number | null;
  paid: boolean;
  /** Whales that must roll one more die (only those still tied after the faces given). */
  mustRoll: number[];
};

function groupsByPoliticians(state: Cam8State): number[][] {
  const alive = state.players.map((_, i) => i).filter((i) => !whaleOf(state, i).out);
  const counts = [...new Set(alive.map((i) => whaleOf(state, i).hamsters.politicians))].sort((a, b) => a - b);
  return counts.map((c) => alive.filter((i) => whaleOf(state, i).hamsters.politicians === c));
}

function payerOf(state: Cam8State, group: number[]): number | null {
  const most = Math.max(...group.map((i) => whaleOf(state, i).krill));
  const richest = group.filter((i) => whaleOf(state, i).krill === most);
  return most >= 1 && richest.length === 1 ? (richest[0] as number) : null;
}

// Highest face picks first; only whales showing the same face roll again (their next die).
function rollOff(players: number[], rolls: Record<number, number[]>, depth: number): { order: number[]; mustRoll: number[] } {
  if (players.length <= 1) return { order: players, mustRoll: [] };
  const missing = players.filter((i) => rolls[i]?.[depth] === undefined);
  if (missing.length > 0) return { order: players, mustRoll: missing };
  const faces = [...new Set(players.map((i) => rolls[i]?.[depth] as number))].sort((a, b) => b - a);
  const order: number[] = [];
  const mustRoll: number[] = [];
  for (const f of faces) {
    const sub = rollOff(players.filter((i) => rolls[i]?.[depth] === f), rolls, depth + 1);
    order.push(...sub.order);
    mustRoll.push(...sub.mustRoll);
  }
  return { order, mustRoll };
}

/** Every tie in the pick order, with the krill offer and who must still roll given the decisions so far. */
export function initiativeTies(state: Cam8State, decisions: InitiativeDecisions = {}): InitiativeTie[] {
  const paid = decisions.paid ?? [];
  return groupsByPoliticians(state)
    .filter((g) => g.length > 1)
    .map((players) => {
      const payer = payerOf(state, players);
      const didPay = payer !== null && paid.includes(payer);
      const rest = players.filter((i) => !(didPay && i === payer));
      const politicians = whaleOf(state, players[0] as number).hamsters.politicians;
      return { politicians, players, payer, paid: didPay, mustRoll: rollOff(rest, decisions.rolls ?? {}, 0).mustRoll };
    });
}

/** Why the table's decisions cannot apply to this state (an unknown whale, a payer who may not pay, a bad face), or null. */
export function decisionsProblem(state: Cam8State, decisions: InitiativeDecisions): string | null {
  if (decisions.paid !== undefined && !Array.isArray(decisions.paid)) return 'Who paid to pick first is not a list of whales';
  if (decisions.rolls !== undefined && (typeof decisions.rolls !== 'object' || decisions.rolls === null)) return 'The roll-off is not readable';
  const payers = groupsByPoliticians(state).map((g) => payerOf(state, g));
  for (const p of decisions.paid ?? []) {
    const bad = playerProblem(state, p);
    if (bad) return bad;
    if (!payers.includes(p)) return `${whaleOf(state, p).name} is not the tied whale with the most krill: cannot pay to pick first`;
  }
  for (const [p, faces] of Object.entries(decisions.rolls ?? {})) {
    const bad = playerProblem(state, Number(p)) ?? facesProblem(faces, null, `Roll-off for player ${p}`);
    if (bad) return bad;
  }
  return null;
}

const rollsOf = (d: InitiativeDecisions, p: number): number[] => d.rolls?.[p] ?? [];

/** True once any roll-off die has been rolled: from then on, who paid to pick first is fixed. */
export function rollOffBegun(decisions: InitiativeDecisions): boolean {
  return Object.values(decisions.rolls ?? {}).some((f) => f.length > 0);
}

/**
 * Why `next` is not `before` plus exactly one new die for each whale that must still roll, or null.
 * No die already rolled may change, and once dice are rolled the krill decision is fixed.
 */
export function rollOffProblem(state: Cam8State, before: InitiativeDecisions, next: InitiativeDecisions): string | null {
  const bad = overProblem(state) ?? decisionsProblem(state, next);
  if (bad) return bad;
  if (state.phase !== 'initiative' || state.initiative.length > 0) return 'The roll-off is for an open tie in the Initiative phase';
  const samePaid = [...(before.paid ?? [])].sort().join() === [...(next.paid ?? [])].sort().join();
  if (rollOffBegun(before) && !samePaid) return 'Paying to pick first is decided before the roll-off';
  const mustRoll = initiativeTies(state, { paid: next.paid, rolls: before.rolls }).flatMap((t) => t.mustRoll);
  if (mustRoll.length === 0) return 'Nobody needs to roll for the pick order';
  const whales = new Set([...Object.keys(before.rolls ?? {}), ...Object.keys(next.rolls ?? {})].map(Number));
  for (const p of whales) {
    const old = rollsOf(before, p);
    const now = rollsOf(next, p);
    const grow = mustRoll.includes(p) ? 1 : 0;
    if (now.length !== old.length + grow || old.some((f, k) => now[k] !== f)) {
      return grow ? `${whaleOf(state, p).name} rolls one more die, keeping the dice already rolled` : `${whaleOf(state, p).name} does not roll now`;
    }
  }
  const missing = mustRoll.filter((p) => !whales.has(p));
  return missing.length > 0 ? `${missing.map((p) => whaleOf(state, p).name).join(', ')} must roll` : null;
}

/** The pick order (player indexes, first pick first), or an error while a tie is still open. */
export function initiativeOrder(state: Cam8State, decisions: InitiativeDecisions = {}): number[] | Refusal {
  const bad = decisionsProblem(state, decisions);
  if (bad) return { error: bad };
  const paid = decisions.paid ?? [];
  const order: number[] = [];
  for (const group of groupsByPoliticians(state)) {
    const payer = payerOf(state, group);
    const first = payer !== null && paid.includes(payer) ? [payer] : [];
    const off = rollOff(group.filter((i) => !first.includes(i)), decisions.rolls ?? {}, 0);
    if (off.mustRoll.length > 0) {
      return { error: `Still tied: ${off.mustRoll.map((i) => whaleOf(state, i).name).join(', ')} must roll` };
    }
    order.push(...first, ...off.order);
  }
  return order;
}

/** Settles the pick order in the Initiative phase; whoever paid loses 1 krill. */
export function setInitiative(state: Cam8State, decisions: InitiativeDecisions = {}): Cam8State | Refusal {
  const over = overProblem(state);
  if (over) return { error: over };
  if (state.phase !== 'initiative') return { error: 'The pick order is settled in the Initiative phase' };
  if (state.initiative.length > 0) return { error: 'The pick order is already settled this turn' };
  const order = initiativeOrder(state, decisions);
  if ('error' in order) return order;
  const paid = decisions.paid ?? [];
  const names = order.map((i) => whaleOf(state, i).name);
  const notes = paid.map((i) => `${whaleOf(state, i).name} paid 1 krill to pick first`);
  const tied = initiativeTies(state, decisions).flatMap((t) => t.players);
  for (const i of tied) {
    const faces = decisions.rolls?.[i];
    if (faces && faces.length > 0) notes.push(`${whaleOf(state, i).name} rolled ${faces.join(', ')}`);
  }
  const receipt: Receipt = { player: null, who: 'Initiative', title: 'pick order', dice: [], result: [names.join(', '), ...notes].join('; ') };
  return {
    ...state,
    initiative: order,
    players: state.players.map((w, i) => (paid.includes(i) ? { ...w, krill: w.krill - 1 } : w)),
    receipt,
  };
}
