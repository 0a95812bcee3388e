// Trades between whales: krill and hamsters from one brain to another, with the Giant Feral check.
import { chance, type Chance } from './chance';
import { isCount } from '../../rules-kit/read';
import { addHamsters, fitsIn, formatHamsters, readHamsters, subtractHamsters, totalHamsters } from './hamsters';
import { facesProblem, overProblem, paybackDone, playerProblem, whaleOf } from './state';
import type { Cam8State, DieReceipt, Refusal, Hamsters, Needs, Whale } from './types';

/** What one side hands over. */
export type Goods = { krill?: number; hamsters?: Partial<Hamsters> };
/** A trade: `from` gives `give` to `to` and gets `get` back. `connected`: do their tunnels connect? */
export type TradeOffer = { from: number; to: number; give?: Goods; get?: Goods; connected?: boolean };
/** The two halves of a trade: what `from` gives, and what `from` gets. */
export type TradeHalf = 'give' | 'get';

type Parcel = { krill: number; hamsters: Hamsters };

function readGoods(goods: Goods | undefined, owner: Whale): Parcel | Refusal {
  const krill = goods?.krill ?? 0;
  if (!isCount(krill)) return { error: `${owner.name}'s krill in the trade must be a whole number ≥ 0` };
  const hamsters = readHamsters(goods?.hamsters, `${owner.name}'s hamsters in the trade`);
  if ('error' in hamsters) return hamsters;
  if (krill > owner.krill) return { error: `${owner.name} has only ${owner.krill} krill` };
  if (!fitsIn(hamsters, owner.hamsters)) return { error: `${owner.name} has only ${formatHamsters(owner.hamsters)}` };
  return { krill, hamsters };
}

const isEmpty = (p: Parcel): boolean => p.krill === 0 && totalHamsters(p.hamsters) === 0;
const parcelText = (p: Parcel): string => [p.krill > 0 ? `${p.krill} krill` : '', totalHamsters(p.hamsters) > 0 ? formatHamsters(p.hamsters) : ''].filter(Boolean).join(' and ') || 'nothing';

function checkOffer(state: Cam8State, offer: TradeOffer): { give: Parcel; get: Parcel; halves: TradeHalf[] } | Refusal {
  const bad = overProblem(state) ?? playerProblem(state, offer.from) ?? playerProblem(state, offer.to);
  if (bad) return { error: bad };
  const payback = state.phase === 'command' ? state.payback : undefined;
  if (state.phase !== 'diplomacy1' && state.phase !== 'diplomacy2' && !payback) {
    return { error: 'Trades happen in Diplomacy & Trade I and II; in Command & Resolve only the receiver of a Psychic Assist may pay its giver, right after it' };
  }
  if (offer.from === offer.to) return { error: 'A whale cannot trade with itself' };
  if (payback) {
    const [payer, giver] = [whaleOf(state, payback.from).name, whaleOf(state, payback.to).name];
    if (offer.from !== payback.from || offer.to !== payback.to) return { error: `Only ${payer} may pay ${giver} for the Assist, right after it` };
    if (offer.get?.krill || Object.values(offer.get?.hamsters ?? {}).some((n) => n)) return { error: `${giver} gives nothing back: the Assist was ${giver}’s half` };
  }
  const give = readGoods(offer.give, whaleOf(state, offer.from));
  if ('error' in give) return give;
  const get = readGoods(offer.get, whaleOf(state, offer.to));
  if ('error' in get) return get;
  if (isEmpty(give) && isEmpty(get)) return { error: 'The trade moves nothing' };
  if (state.variants.giantFeral && typeof offer.connected !== 'boolean') return { error: 'Say whether the two whales’ tunnels connect' };
  const checked = state.variants.giantFeral && offer.connected === false;
  const halves = checked ? (['give', 'get'] as const).filter((h) => !isEmpty(h === 'give' ? give : get)) : [];
  return { give, get, halves };
}

/** Which halves need a Giant Feral check, and the exact chance that the app's check (one die, Feral modifier, lost below 1) loses a half. */
export function tradeChecks(state: Cam8State, offer: TradeOffer): { halves: TradeHalf[]; lost: Chance } | Refusal {
  const c = checkOffer(state, offer);
  if ('error' in c) return c;
  // face − level < 1 for faces 1 … level.
  return { halves: c.halves, lost: chance(BigInt(Math.min(6, state.feralLevel)), 6n) };
}

/**
 * Moves the goods. With the Giant Feral variant and unconnected tunnels each half that moves
 * something gets a Feral Hamster check: the table's own result (`told`: true when the half is
 * lost), or the app's reading with a die (`dice`): one d6 with the Feral modifier, the half lost
 * when the result is below 1, as for Tunnel.
 */
export function trade(state: Cam8State, offer: TradeOffer, dice: Partial<Record<TradeHalf, number>> = {}, told: Partial<Record<TradeHalf, boolean>> = {}): Cam8State | Refusal | Needs {
  const c = checkOffer(state, offer);
  if ('error' in c) return c;
  const byTable = (h: TradeHalf) => typeof told[h] === 'boolean';
  const missing = c.halves.filter((h) => dice[h] === undefined && !byTable(h));
  if (missing.length > 0) return { needs: [{ kind: 'dice', count: missing.length, text: `A Feral Hamster check for each half: ${missing.join(', ')}` }] };
  const faces = c.halves.filter((h) => !byTable(h)).map((h) => dice[h] as number);
  const badFaces = facesProblem(faces, null, 'Feral Hamster check');
  if (badFaces) return { error: badFaces };
  const modifier = -state.feralLevel;
  const lost = (h: TradeHalf): boolean => c.halves.includes(h) && (byTable(h) ? told[h] === true : (dice[h] as number) + modifier < 1);
  const half = (h: TradeHalf) => (h === 'give' ? 'first' : 'second');
  const receipts: DieReceipt[] = c.halves
    .filter((h) => !byTable(h))
    .map((h) => {
      const face = dice[h] as number;
      return { face, modifier, result: face + modifier, effect: `${half(h)} half ${lost(h) ? 'lost to the Giant Feral Hamsters' : 'arrives'} (the app's check)` };
    });
  const tableNotes = c.halves.filter(byTable).map((h) => `${half(h)} half ${lost(h) ? 'lost' : 'arrives'} (the table's check)`);
  const move = (w: Whale, i: number): Whale => {
    let { krill, hamsters } = w;
    if (i === offer.from) ({ krill, hamsters } = { krill: krill - c.give.krill, hamsters: subtractHamsters(hamsters, c.give.hamsters) });
    if (i === offer.to) ({ krill, hamsters } = { krill: krill - c.get.krill, hamsters: subtractHamsters(hamsters, c.get.hamsters) });
    const inbound = i === offer.to && !lost('give') ? c.give : i === offer.from && !lost('get') ? c.get : null;
    return inbound ? { ...w, krill: krill + inbound.krill, hamsters: addHamsters(hamsters, inbound.hamsters) } : { ...w, krill, hamsters };
  };
  const a = whaleOf(state, offer.from).name;
  const b = whaleOf(state, offer.to).name;
  const halfText = (h: TradeHalf, p: Parcel, to: string): string => (isEmpty(p) ? '' : `${parcelText(p)} to ${to}${lost(h) ? ' (lost)' : ''}`);
  const result = [halfText('give', c.give, b), halfText('get', c.get, a), ...tableNotes].filter(Boolean).join('; ');
  // A payment for an Assist is its one trade: the moment passes with it.
  const title = state.phase === 'command' ? `Pays ${b} for the Assist` : `Trade with ${b}`;
  return { ...paybackDone(state), players: state.players.map(move), receipt: { player: offer.from, who: a, title, dice: receipts, result } };
}
