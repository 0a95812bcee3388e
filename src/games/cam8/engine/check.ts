import { ACTIONS, type Cam8State, type InitiativeDecisions, OCCUPATIONS, PHASES, WHALE_FIELDS, REVOLT_AFTER, decisionsProblem, feed, isNeeds, levelAt, resolveAction, trackProblem } from './index';

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);
const isCount = (x: unknown): x is number => Number.isInteger(x) && (x as number) >= 0;
const isIndex = (x: unknown, n: number) => isCount(x) && (x as number) < n;
const isFaces = (x: unknown) => Array.isArray(x) && x.every((f) => Number.isInteger(f) && f >= 1 && f <= 6);

function checkHamsters(h: unknown, where: string): string | null {
  if (!isObj(h)) return `${where} has no hamsters`;
  for (const o of OCCUPATIONS) if (h[o] !== undefined && !isCount(h[o])) return `${where}: ${o} is not a count`;
  return null;
}

function checkWhale(w: unknown, i: number): string | null {
  const where = `whale ${i + 1}`;
  if (!isObj(w) || typeof w.name !== 'string' || typeof w.colour !== 'string') return `${where} has no name or colour`;
  for (const f of ['size', 'krill', 'assists', 'boost'] as const) if (!isCount(w[f])) return `${where}: ${f} is not a count`;
  if (typeof w.out !== 'boolean') return `${where}: "out" is not true or false`;
  const bad = checkHamsters(w.hamsters, where);
  if (bad) return bad;
  return OCCUPATIONS.every((o) => isCount((w.hamsters as Obj)[o])) ? null : `${where}: a hamster count is missing`;
}

function checkGame(g: unknown): string | null {
  if (!isObj(g)) return 'the game is missing';
  if (!Array.isArray(g.players) || g.players.length < 2 || g.players.length > 6) return 'the game needs 2 to 6 whales';
  const n = g.players.length;
  for (const [i, w] of g.players.entries()) {
    const bad = checkWhale(w, i);
    if (bad) return bad;
  }
  if (!isCount(g.feralLevel) || !isCount(g.feralSpace) || !isCount(g.turn) || !isCount(g.actionsLeft) || !isCount(g.fled)) return 'a game counter is not a count';
  const track = trackProblem(g.track);
  if (track || !Array.isArray(g.track)) return `the Feral track is not readable: ${track ?? 'it is missing'}`;
  // The level on dice is stored for speed; it must be the one the track gives (or past 5 in a revolt).
  const onTrack = (g.feralSpace as number) < g.track.length;
  if (onTrack ? g.feralLevel !== levelAt(g.track as (number | null)[], g.feralSpace as number) : g.feralLevel !== REVOLT_AFTER + 1) return 'the Feral level does not match the token’s space on the track';
  if (g.feedFeral !== null && !isCount(g.feedFeral)) return 'the Feral level at the start of Feed is not a level';
  if (!Array.isArray(g.cards) || g.cards.length !== n || !g.cards.every((c) => isIndex(c, n + 1))) return 'the initiative cards are not readable';
  const held = g.cards.filter((c) => c > 0);
  if (new Set(held).size !== held.length) return 'two whales hold the same initiative card';
  if (!(PHASES as readonly unknown[]).includes(g.phase)) return `"${String(g.phase)}" is not a phase`;
  for (const k of ['endRequests', 'initiative', 'fed'] as const) {
    const list = g[k];
    if (!Array.isArray(list) || !list.every((x) => isIndex(x, n))) return `the ${k} list is not a list of whales`;
  }
  if (g.active !== null && !isIndex(g.active, n)) return 'the active whale is not a whale';
  if (!isObj(g.variants) || typeof g.variants.giantFeral !== 'boolean' || typeof g.variants.hamsterTrails !== 'boolean') return 'the variants are missing';
  if (typeof g.harvested !== 'boolean') return 'the harvest flag is missing';
  if (g.receipt !== null && !(isObj(g.receipt) && Array.isArray(g.receipt.dice) && typeof g.receipt.result === 'string')) return 'the last receipt is not readable';
  if (g.gameOver !== null && !(isObj(g.gameOver) && typeof g.gameOver.reason === 'string')) return 'the game-over note is not readable';
  return null;
}

function checkPending(p: unknown, n: number): string | null {
  if (p === null) return null;
  if (!isObj(p) || !isIndex(p.player, n) || !isFaces(p.faces)) return 'the dice waiting for a choice are not readable';
  if (p.kind === 'act') return (ACTIONS as readonly unknown[]).includes(p.action) ? null : 'the action waiting for a choice is unknown';
  if (p.eats !== undefined && !isCount(p.eats)) return 'the smaller meal waiting for a choice is not a count';
  return p.kind === 'feed' && ['size', 'triple', 'sextuple', 'less'].includes(p.meal as string) ? null : 'the meal waiting for a choice is unknown';
}

// Parked dice must still wait for a choice, or the game would be stuck behind them.
function checkWaiting(game: Cam8State, p: Obj): string | null {
  const r =
    p.kind === 'act'
      ? resolveAction(game, p.player as number, p.action as never, { faces: p.faces as number[], target: (p.target ?? null) as number | null })
      : feed(game, p.player as number, { meal: p.meal as never, eats: p.eats as number | undefined, faces: p.faces as number[] });
  return isNeeds(r) && r.needs.every((n) => n.kind !== 'dice') ? null : 'the dice waiting for a choice do not fit the game';
}

function checkDecisions(d: unknown, n: number): string | null {
  if (!isObj(d)) return 'the initiative decisions are not readable';
  if (d.paid !== undefined && !(Array.isArray(d.paid) && d.paid.every((p) => isIndex(p, n)))) return 'who paid to pick first is not a list of whales';
  if (d.rolls === undefined) return null;
  if (!isObj(d.rolls)) return 'the roll-off is not readable';
  return Object.entries(d.rolls).every(([k, f]) => isIndex(Number(k), n) && isFaces(f)) ? null : 'the roll-off dice are not readable';
}

function checkOffer(o: unknown, dice: unknown, told: unknown): string | null {
  if (!isObj(o) || !isCount(o.from) || !isCount(o.to) || !isObj(dice)) return 'a trade is not readable';
  if (o.connected !== undefined && typeof o.connected !== 'boolean') return 'a trade is not readable';
  if (told !== undefined && !(isObj(told) && Object.entries(told).every(([h, v]) => (h === 'give' || h === 'get') && typeof v === 'boolean'))) return 'a trade is not readable';
  for (const side of [o.give, o.get]) {
    if (side === undefined) continue;
    if (!isObj(side) || (side.krill !== undefined && !isCount(side.krill))) return 'a trade is not readable';
    if (side.hamsters !== undefined && checkHamsters(side.hamsters, 'a trade')) return 'a trade is not readable';
  }
  return Object.values(dice).every((f) => Number.isInteger(f) && (f as number) >= 1 && (f as number) <= 6) ? null : 'a trade is not readable';
}

function checkSetup(s: unknown): string | null {
  if (!isObj(s) || !Array.isArray(s.players) || !isObj(s.variants)) return 'the setup form is not readable';
  const track = trackProblem(s.track);
  if (track) return `the setup's Feral track is not readable: ${track}`;
  for (const [i, p] of s.players.entries()) {
    if (!isObj(p) || typeof p.name !== 'string' || typeof p.colour !== 'string') return `setup player ${i + 1} has no name or colour`;
    const bad = checkHamsters(p.hamsters, `setup player ${i + 1}`);
    if (bad) return bad;
  }
  return null;
}

/** Why `doc` is not a saved CAM 8 game, or null when it is. */
export function checkCam8State(doc: unknown): string | null {
  if (!isObj(doc)) return 'the CAM 8 game is missing';
  if (doc.stage === 'setup') return checkSetup(doc.setup);
  if (doc.stage !== 'play') return 'the CAM 8 game is neither in setup nor in play';
  const bad = checkGame(doc.game);
  if (bad) return bad;
  if (doc.clock !== null && !isCount(doc.clock)) return 'the Diplomacy clock is not a time';
  const n = (doc.game as { players: unknown[] }).players.length;
  if (doc.rollOff !== undefined) {
    const off = checkDecisions(doc.rollOff, n) ?? decisionsProblem(doc.game as Cam8State, doc.rollOff as InitiativeDecisions);
    if (off) return `the roll-off does not fit the game: ${off}`;
  }
  return checkPending(doc.pending, n) ?? (doc.pending === null ? null : checkWaiting(doc.game as Cam8State, doc.pending as Obj));
}

/** Why `a` is not a CAM 8 action, or null when it is. */
export function checkCam8Action(a: unknown): string | null {
  if (!isObj(a)) return 'an action is not an object';
  switch (a.type) {
    case 'setup':
      return checkSetup(a.setup);
    case 'start':
    case 'next':
      return null;
    case 'ask':
      return isCount(a.player) && typeof a.asking === 'boolean' && isCount(a.at) ? null : 'an "ask to end" action is not readable';
    case 'adjust':
      return isCount(a.player) && (WHALE_FIELDS as readonly unknown[]).includes(a.field) && Number.isInteger(a.delta) ? null : 'a correction is not readable';
    case 'feral':
      return Number.isInteger(a.delta) ? null : 'a Feral correction is not readable';
    case 'trade':
      return checkOffer(a.offer, a.dice, a.told);
    case 'card':
      return isCount(a.player) && isCount(a.card) && a.card > 0 ? null : 'an initiative card is not readable';
    case 'initiative':
    case 'rollOff':
      return checkDecisions(a.decisions, Number.MAX_SAFE_INTEGER);
    case 'roll':
      return checkPending(a.pending, Number.MAX_SAFE_INTEGER) ?? (a.pending === null ? 'a roll has no dice' : null);
    case 'act':
      return isCount(a.player) && (ACTIONS as readonly unknown[]).includes(a.action) && isObj(a.input) ? null : 'an action is not readable';
    case 'pass':
      return isCount(a.player) ? null : 'a pass is not readable';
    case 'harvest':
      return Array.isArray(a.flooded) && a.flooded.every(isCount) ? null : 'a harvest is not readable';
    case 'feed':
      return isCount(a.player) && isObj(a.input) ? null : 'a feed is not readable';
    default:
      return `unknown action "${String(a.type)}"`;
  }
}
