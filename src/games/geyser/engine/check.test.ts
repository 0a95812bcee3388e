// A hand-edited backup or a received link can claim anything: checkState refuses every state the rules could
// never reach, saying what and where (the replay in src/app/replay.ts relies on it for the start and the position).
import { describe, expect, it } from 'vitest';
import { checkGeyserState } from './check';
import { type GeyserAction, type GeyserDoc, newDoc } from './game';
import { applyGeyser } from './move-table';
import type { GeyserState } from './types';
import { def } from '../index';

const players = [{ name: 'Ana', colour: '#1f6fd1' }, { name: 'Bo', colour: '#d1451f' }, { name: 'Cy', colour: '#2f9e44' }];
// Ana, Bo, Cy: 5, 5, 2 ties Ana and Bo, who roll 3 and 6: Bo starts, then Cy, then Ana.
const opening: GeyserAction[] = [{ type: 'setup', setup: { players } }, { type: 'start' }, { type: 'startRoll', faces: [5, 5, 2] }, { type: 'startRoll', faces: [3, 6] }];
const endRound: GeyserAction[] = [{ type: 'endTurn' }, { type: 'endTurn' }, { type: 'endTurn' }];

/** The game the rules reach by these moves after the opening (each must be accepted). */
function reach(actions: GeyserAction[]): GeyserState {
  const d = [...opening, ...actions].reduce<GeyserDoc>((doc, a) => {
    const next = applyGeyser(doc, a);
    if ('error' in next) throw new Error(`${a.type}: ${next.error}`);
    return next;
  }, newDoc());
  if (d.stage !== 'play') throw new Error('not in play');
  return d.game;
}
/** `checkGeyserState` of the game with some fields changed, after a JSON round trip (as a backup is read). */
const doc = (g: GeyserState): GeyserDoc => ({ stage: 'play', game: g });
const check = (g: GeyserState, change: Partial<GeyserState> = {}) => checkGeyserState(JSON.parse(JSON.stringify({ stage: 'play', game: { ...g, ...change } })));

// Round 1: Bo lands on a 6/8 geyser, Cy and Ana pass; Bo rolls 4 + 4 = 8: 6/8 fires. Round 2 is Cy's to roll.
const round2 = () => reach([{ type: 'land', player: 1, ring: '6/8' }, ...endRound, { type: 'fire', faces: [4, 4] }]);
// Bo claims three geysers by hand, moves into the Mother Geyser in round 2 and holds it at Cy's Firing (1 + 1): Bo wins.
const won = () =>
  reach([
    ...endRound,
    { type: 'fire', faces: [3, 4] },
    ...(['2/12', '3/11', '5/9'] as const).map((ring): GeyserAction => ({ type: 'claim', player: 1, ring })),
    { type: 'enterMother', player: 1 },
    ...endRound,
    { type: 'fire', faces: [1, 1] },
  ]);

describe('Geyser checkState: what the rules could never reach is refused, with what and where', () => {
  it('accepts the games the rules reach', () => {
    for (const g of [reach([]), round2(), won()]) expect(check(g)).toBeNull();
    expect([won().phase, won().winner]).toEqual(['over', 1]);
  });

  it("refuses a Firing whose dice do not add up to its sum, or whose sum does not fire its ring (the issue's 'rolled 1 + 1 = 8. 6/8 fires')", () => {
    const g = round2();
    const f = g.firings[0]!;
    expect(f).toMatchObject({ faces: [4, 4], sum: 8, ring: '6/8' });
    expect(check(g, { firings: [{ ...f, faces: [1, 1] }] })).toBe('the round 1 Firing: Bo rolled 1 + 1 = 2, not 8');
    expect(check(g, { firings: [{ ...f, faces: [3, 4], sum: 7 }] })).toBe('the round 1 Firing: a sum of 7 fires the 7 ring on this board, not 6/8');
    // Who rolled it and when: the starter rolls round 1's Firing; the Firings are the rounds, in order.
    expect(check(g, { firings: [{ ...f, roller: 2 }] })).toBe("the round 1 Firing was rolled by Cy, but the dice were Bo's that round");
    expect(check(g, { firings: [{ ...f, round: 2 }] })).toBe("a recorded Firing is round 2's where round 1's belongs: one Firing ends each round, in order");
    expect(check(g, { round: 3 })).toBe("a recorded Firing is round 1's where round 2's belongs: one Firing ends each round, in order");
    expect(check(g, { firings: [f, f] })).toBe('it is round 2, but 2 Firings are recorded: only 1 round has ended with one');
    // A game handed over by QR code may leave the oldest Firings' records behind: the newest stay, in order.
    expect(check(g, { firings: [] })).toBeNull();
    expect(check(g, { firings: [{ ...f, lost: [0, 1] }] })).toBe('a Geyser Firing is not readable');
  });

  it('refuses a start roll record that disagrees with who started', () => {
    const g = reach([]);
    expect(g.startRolls.map((r) => r.map((d) => `${d.player}:${d.face}`))).toEqual([['0:5', '1:5', '2:2'], ['0:3', '1:6']]);
    // Ana recorded as the starter (her play order too), though Bo's 6 was the one highest.
    expect(check(g, { starter: 0, order: [0, 1, 2] })).toBe('start roll 2: Bo rolled the one highest face (6), but Ana is recorded as starting');
    // Cy rolling again though only Ana and Bo tied; Cy missing from the first roll; a start with no roll at all.
    expect(check(g, { startRolls: [g.startRolls[0]!, [...g.startRolls[1]!, { player: 2, face: 1 }]] })).toBe('start roll 2 lists Ana, Bo and Cy, but only Ana and Bo, tied for highest rolled then, in seat order');
    expect(check(g, { startRolls: [[{ player: 1, face: 6 }, { player: 0, face: 2 }]] })).toBe('start roll 1 lists Bo and Ana, but everybody (Ana, Bo and Cy) rolled then, in seat order');
    expect(check(g, { startRolls: [] })).toBe('Bo is recorded as starting, but no start roll is recorded');
    // A roll that settled it, followed by more; a tie at the top recorded as settled.
    expect(check(g, { startRolls: [[{ player: 0, face: 1 }, { player: 1, face: 6 }, { player: 2, face: 2 }], g.startRolls[1]!] })).toBe('start roll 1: Bo rolled the one highest face (6) and started, but more start rolls follow it');
    expect(check(g, { startRolls: [g.startRolls[0]!] })).toBe('start roll 1: Ana and Bo tied for highest (5), yet Bo is recorded as starting without another roll');
    // Still rolling to start, though the last roll had one highest face.
    const settled = { phase: 'start' as const, starter: null, order: [], turn: 0 };
    expect(check(g, settled)).toBe('start roll 2: Bo rolled the one highest face (6), but nobody is recorded as starting');
    expect(check(g, { ...settled, startRolls: [g.startRolls[0]!] })).toBeNull();
  });

  it('refuses geysers listed twice: under a ring name the board has no slot for, or two tribes of one name', () => {
    const g = round2();
    const bo = g.players[1]!;
    expect(check(g, { players: g.players.map((t, i) => (i === 1 ? { ...bo, geysers: { ...bo.geysers, '8/6': 1 } as never } : t)) })).toBe('Bo\'s geysers list a ring "8/6" that is no ring slot of the board');
    expect(check(g, { players: g.players.map((t, i) => (i === 2 ? { ...t, name: 'bo' } : t)) })).toBe('two tribes are called bo (seats 2 and 3): names must differ');
  });

  it('refuses a tribe holding a geyser where no token of it can stand', () => {
    // Before the start roll settles every token is on a starting square.
    const before = { phase: 'start' as const, starter: null, order: [], startRolls: [reach([]).startRolls[0]!] };
    const bo = reach([]).players[1]!;
    expect(check(reach([]), { ...before, players: reach([]).players.map((t, i) => (i === 1 ? { ...bo, geysers: { ...bo.geysers, '7': 1 } } : t)) })).toBe('Bo holds geysers before the start roll is settled: every tribe starts on a starting square');
    expect(check(reach([]), { ...before, mother: 1 })).toBe('Bo holds the Mother Geyser before the start roll is settled');
    // The final Firing destroyed every token on its ring, and nothing moves after it.
    const w = won();
    expect(w.firings.at(-1)!.ring).toBe('2/12');
    expect(check(w, { players: w.players.map((t, i) => (i === 1 ? { ...t, geysers: { ...t.geysers, '2/12': 1 } } : t)) })).toBe('Bo still holds 2/12 geysers, but the last Firing fired that ring and destroyed every token on it');
    // A holder of the Mother Geyser at a Firing wins: in play, its holder moved in this round.
    expect(check(round2(), { mother: 0 })).toBe('Ana holds the Mother Geyser, but has made no move yet in round 2: holding it at the last Firing would have won the game');
    expect(check(round2(), { mother: 2 })).toBe('Cy holds the Mother Geyser, but has made no move yet in round 2: holding it at the last Firing would have won the game');
  });

  it('refuses a battle on a ring the board does not print', () => {
    const board = reach([]);
    const rings = [[2, 12, 7], [3, 11], [4, 10], [5, 9], [6, 8], []];
    expect(check(board, { rings, moved: true, battle: { attacker: 1, defender: 2, at: '7', rolls: [{ attacker: { player: 1, face: 6, geysers: 0, total: 6 }, defender: { player: 2, face: 1, geysers: 0, total: 1 }, outcome: 'win' }], ended: 'attacker won' } })).toBe(
      'the battle is fought on ring slot 7, which this board does not print',
    );
  });

  it("refuses a winner the board does not give: the game is won by the Mother Geyser's holder at a Firing", () => {
    const w = won();
    expect(check(w, { winner: 0 })).toBe('Ana is recorded as the winner, but Bo holds the Mother Geyser');
    expect(check(w, { mother: null })).toBe('Bo is recorded as the winner, but nobody holds the Mother Geyser');
    expect(check(w, { firings: w.firings.slice(0, 1) })).toBe("a recorded Firing is round 1's where round 2's belongs: one Firing ends each round, in order");
    expect(check(w, { firings: [] })).toBe('the game is over, but the Firing that decided it is not recorded');
    expect(check(w, { firings: w.firings.slice(1) })).toBeNull();
  });

  it('refuses a battle roll whose totals or outcome are not its dice, or that is recorded for other players', () => {
    const g = reach([{ type: 'attack', attacker: 1, defender: 2, at: null }, { type: 'battle', faces: [3, 3] }]);
    const b = g.battle!;
    const r = b.rolls[0]!;
    expect(check(g)).toBeNull();
    expect(check(g, { battle: { ...b, rolls: [{ ...r, attacker: { ...r.attacker, total: 9 } }] } })).toBe("battle roll 1 of Bo against Cy: Bo's 3 + 0 is 3, not 9");
    // Bo's 6 against Cy's 1 won; stored with Cy's die at 6 the totals tie, so it could not have been won.
    const w = reach([{ type: 'attack', attacker: 1, defender: 2, at: null }, { type: 'battle', faces: [6, 1] }]).battle!;
    const wr = w.rolls[0]!;
    expect(check(g, { battle: { ...w, rolls: [{ ...wr, defender: { ...wr.defender, face: 6, total: 6 } }] } })).toBe('battle roll 1 of Bo against Cy: 6 against 6 is a tie for the attacker, not a win');
    expect(check(g, { battle: { ...b, rolls: [{ ...r, defender: { ...r.defender, player: 0 } }] } })).toBe('battle roll 1 of Bo against Cy is recorded for other players');
    // A retreat shown for a turn that is not the one just ended.
    const back = reach([{ type: 'attack', attacker: 1, defender: 2, at: null }, { type: 'battle', faces: [3, 3] }, { type: 'retreat' }]);
    expect(check(back)).toBeNull();
    expect(check(back, { battle: { ...back.battle!, attacker: 0, rolls: back.battle!.rolls.map((x) => ({ ...x, attacker: { ...x.attacker, player: 0 } })) } })).toBe("Ana's retreat is shown, but Ana's turn is not the one just ended");
  });

  it('refuses turn and player indices out of range, and a phase its turn does not reach', () => {
    const g = round2();
    expect(check(g, { turn: 3 })).toBe('the turn is past the play order');
    expect(check(g, { turn: -1 })).toBe('the round or turn is not a count');
    expect(check(g, { round: 0 })).toBe('the round or turn is not a count');
    expect(check(g, { mother: 3 })).toBe('the Mother Geyser holder is not a player');
    expect(check(g, { firings: [{ ...g.firings[0]!, roller: 4 }] })).toBe('a Geyser Firing is not readable');
    expect(check(g, { order: [2, 0] })).toBe('the play order does not follow the starting player');
    expect(check(g, { startRolls: [[{ player: 5, face: 6 }]] })).toBe('the start rolls are not readable');
    expect(check(g, { phase: 'firing', turn: 1 })).toBe("the round's Firing is recorded as due, but it is turn 2 of 3: Ana has not had a turn");
    expect(check(g, { phase: 'firing', turn: 0 })).toBe("the round's Firing is recorded as due, but it is turn 1 of 3: Cy and Ana have not had a turn");
    const start = { phase: 'start' as const, starter: null, order: [], startRolls: [] };
    expect(check(g, { ...start, firings: [], round: 2 })).toBe("the start roll comes before round 1's first turn, but round 2, turn 1 is recorded");
    expect(check(g, { ...start, firings: [], round: 1, order: [1, 2, 0] })).toBe('a play order is recorded before the start roll has settled who starts');
  });

  it('a long game handed over by QR code leaves the oldest Firings behind, never the one that ended it, and still passes', () => {
    const hand = def.handOver!;
    const w = doc(won());
    expect(hand.count(w)).toBe(1);
    const cut = hand.keep(w, 0);
    expect(cut.stage === 'play' && cut.game.firings.map((f) => f.round)).toEqual([2]);
    expect(checkGeyserState(cut)).toBeNull();
    const going = doc(round2());
    expect(hand.count(going)).toBe(1);
    expect(checkGeyserState(hand.keep(going, 0))).toBeNull();
    expect(hand.keep(going, 1)).toEqual(going);
    expect(hand.words(3)).toBe("the 3 oldest Firings' records");
  });
});
