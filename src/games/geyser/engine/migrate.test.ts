// Saved games from before the one-move turn and the board's rings (state version 1), and from before a
// landing on a held geyser (state version 2), must still open.
import { describe, expect, it } from 'vitest';
import { prepareRecord } from '../../../app/validate';
import { type Timeline, undo } from '../../../shared/history/timeline';
import { diceRecord } from '../../../shared/storage/records-testkit';
import { checkGeyserState } from './check';
import { type GeyserAction, type GeyserDoc, newDoc } from './game';
import { applyGeyser } from './move-table';
import { DEFAULT_RINGS } from './index';
import { migrateGeyser } from './migrate';

const ok = (d: GeyserDoc | { error: string }): GeyserDoc => {
  if ('error' in d) throw new Error(d.error);
  return d;
};
const players = [{ name: 'Ana', colour: '#1f6fd1' }, { name: 'Bo', colour: '#d1451f' }, { name: 'Cy', colour: '#2f9e44' }];
// Bo starts (5, 5, 2 then 3, 6), then Cy, then Ana.
const opening: GeyserAction[] = [{ type: 'setup', setup: { players } }, { type: 'start' }, { type: 'startRoll', faces: [5, 5, 2] }, { type: 'startRoll', faces: [3, 6] }];
const playDoc = (actions: GeyserAction[]) => [...opening, ...actions].reduce((d, a) => ok(applyGeyser(d, a)), newDoc());

/** The same game as version 1 saved it: no rings, no turn's move, version 1. */
function asVersion1(d: GeyserDoc): unknown {
  if (d.stage !== 'play') return d;
  const { rings: _rings, moved: _moved, ...game } = d.game;
  return { ...d, game: { ...game, version: 1 } };
}
const migrated = (d: GeyserDoc) => migrateGeyser(asVersion1(d), 1) as GeyserDoc & { stage: 'play' };

describe('Geyser saved games of version 1', () => {
  it('open with the default rings (the app reading: n with 14 − n, 7 alone), and pass the checks', () => {
    const d = migrated(playDoc([{ type: 'claim', player: 1, ring: '6/8' }]));
    expect(checkGeyserState(asVersion1(playDoc([])))).toBe("the board's rings are not readable");
    expect(d.game.version).toBe(3);
    expect(d.game.rings).toEqual(DEFAULT_RINGS);
    expect(d.game.moved).toBe(false);
    expect(checkGeyserState(JSON.parse(JSON.stringify(d)))).toBeNull();
    // A setup form, or a newer document, is left as it is.
    expect(migrateGeyser(newDoc(), 1)).toEqual(newDoc());
    expect(migrateGeyser(d, 3)).toBe(d);
  });

  it("count the current player's battle on screen (won, lost or still open) as the turn's move, a retreat not", () => {
    const won = migrated(playDoc([{ type: 'attack', attacker: 1, defender: 2, at: null }, { type: 'battle', faces: [6, 1] }]));
    expect(won.game.moved).toBe(true);
    expect(applyGeyser(won, { type: 'attack', attacker: 1, defender: 0, at: null })).toEqual({ error: "Bo has made this turn's move: only End turn is left" });
    const tied = migrated(playDoc([{ type: 'attack', attacker: 1, defender: 2, at: null }, { type: 'battle', faces: [3, 3] }]));
    expect(tied.game.moved).toBe(true);
    const retreated = migrated(playDoc([{ type: 'attack', attacker: 1, defender: 2, at: null }, { type: 'battle', faces: [3, 3] }, { type: 'retreat' }]));
    expect([retreated.game.battle?.ended, retreated.game.moved]).toEqual(['retreated', false]);
    for (const d of [won, tied, retreated]) expect(checkGeyserState(d)).toBeNull();
  });

  it('a version 1 record opens in the app, upgraded to version 3', async () => {
    const base = asVersion1(playDoc([]));
    const present = asVersion1(playDoc([{ type: 'attack', attacker: 1, defender: 2, at: null }, { type: 'battle', faces: [6, 1] }]));
    const record = diceRecord('old', {
      kind: 'geyser',
      stateVersion: 1,
      timeline: {
        base,
        past: [
          { action: { type: 'attack', attacker: 1, defender: 2, at: null }, at: 1 },
          { action: { type: 'battle', faces: [6, 1] }, at: 2 },
        ],
        future: [],
        present,
      },
    });
    const p = await prepareRecord(record);
    if (!p.ok) throw new Error(p.error);
    expect(p.record.stateVersion).toBe(3);
    const now = p.record.timeline.present as GeyserDoc;
    expect(now.stage === 'play' && [now.game.moved, now.game.rings]).toEqual([true, DEFAULT_RINGS]);
    // Undo replays from the upgraded base: the same game, by the new rules.
    const replayed = (p.record.timeline.past as { action: GeyserAction }[]).reduce((d, s) => ok(applyGeyser(d, s.action)), p.record.timeline.base as GeyserDoc);
    expect(replayed).toEqual(now);
  });

  it('a version 1 history with two moves in one turn still opens as saved, without the undo steps that no longer replay', async () => {
    // Version 1 let Bo win a battle and then step into the Mother Geyser in the same turn.
    const three: GeyserAction[] = (['2/12', '3/11', '7'] as const).map((ring) => ({ type: 'claim', player: 1, ring }));
    const base = asVersion1(playDoc(three));
    const wonDoc = playDoc([...three, { type: 'attack', attacker: 1, defender: 2, at: null }, { type: 'battle', faces: [6, 1] }]);
    const won = wonDoc.stage === 'play' ? wonDoc.game : null;
    const present = asVersion1({ stage: 'play', game: { ...won!, mother: 1, turn: 1, battle: null, receipt: 'Bo ended the turn' } });
    const steps = [
      { type: 'attack', attacker: 1, defender: 2, at: null },
      { type: 'battle', faces: [6, 1] },
      { type: 'enterMother', player: 1 },
      { type: 'endTurn' },
    ].map((action, at) => ({ action, at }));
    const p = await prepareRecord(diceRecord('double', { kind: 'geyser', stateVersion: 1, timeline: { base, past: steps, future: [], present } }));
    if (!p.ok) throw new Error(p.error);
    const tl = p.record.timeline as Timeline<GeyserDoc, GeyserAction>;
    expect(tl.present.stage === 'play' && [tl.present.game.mother, tl.present.game.turn, tl.present.game.moved]).toEqual([1, 1, false]);
    expect(tl.past).toEqual([]);
    expect(undo(tl, applyGeyser)).toEqual({ error: 'There is nothing to undo.' });
  });

  it("a version 1 turn that moved into the Mother Geyser is the turn's move (a holder at the last Firing would have won)", () => {
    const three: GeyserAction[] = (['2/12', '3/11', '7'] as const).map((ring) => ({ type: 'claim', player: 1, ring }));
    const inside = migrated(playDoc([...three, { type: 'enterMother', player: 1 }]));
    expect([inside.game.mother, inside.game.moved]).toEqual([1, true]);
    expect(checkGeyserState(inside)).toBeNull();
    expect(applyGeyser(inside, { type: 'attack', attacker: 1, defender: 2, at: null })).toEqual({ error: "Bo has made this turn's move: only End turn is left" });
  });
});

/** The same game as version 2 saved it: version 2, and its receipts' words for the new token ("a free square"). */
function asVersion2(d: GeyserDoc): unknown {
  if (d.stage !== 'play') return d;
  const receipt = d.game.receipt?.replace(/(\w+) may place a new token on any square around that geyser that no other player holds \(\w+'s own tokens may be there\)/, "$1 may place a new token on a free square around that geyser (not on another player's square)");
  return { ...d, game: { ...d.game, version: 2, receipt } };
}

describe('Geyser saved games of version 2', () => {
  it('a version 2 record opens as version 3 with its undo steps: its receipt says the new token as version 3 does', async () => {
    const base = playDoc([]);
    const steps: GeyserAction[] = [{ type: 'land', player: 1, ring: '6/8' }];
    const stored = asVersion2(playDoc(steps)) as GeyserDoc;
    expect(stored.stage === 'play' && stored.game.receipt).toBe("Bo moves onto a 6/8 geyser and claims it (1 in all). Bo may place a new token on a free square around that geyser (not on another player's square)");
    const record = diceRecord('v2', { kind: 'geyser', stateVersion: 2, timeline: { base: asVersion2(base), past: steps.map((action, at) => ({ action, at })), future: [], present: stored } });
    const p = await prepareRecord(record);
    if (!p.ok) throw new Error(p.error);
    expect(p.record.stateVersion).toBe(3);
    const tl = p.record.timeline as Timeline<GeyserDoc, GeyserAction>;
    expect(tl.present).toEqual(playDoc(steps));
    expect(tl.present.stage === 'play' && [tl.present.game.version, tl.present.game.receipt]).toEqual([3, "Bo moves onto a 6/8 geyser and claims it (1 in all). Bo may place a new token on any square around that geyser that no other player holds (Bo's own tokens may be there)"]);
    // Its undo step is kept: Undo goes back to the start.
    expect(tl.past).toHaveLength(1);
    const back = undo(tl, applyGeyser);
    expect('error' in back ? back.error : back.present).toEqual(playDoc([]));
  });
});

describe('Geyser saved games of version 2 that count two geysers on a ring', () => {
  // Bo lands on a 6/8 geyser in round 1 and again in round 2: version 2 counted 2, though it may be the same geyser.
  const endRound: GeyserAction[] = [{ type: 'endTurn' }, { type: 'endTurn' }, { type: 'endTurn' }];
  const twice: GeyserAction[] = [{ type: 'land', player: 1, ring: '6/8' }, ...endRound, { type: 'fire', faces: [3, 4] }, { type: 'land', player: 1, ring: '6/8' }];
  const saved = () => asVersion2(playDoc(twice)) as GeyserDoc;

  it('keep their counts as saved and ask the table to check each count of two or more', () => {
    const d = migrateGeyser(saved(), 2) as GeyserDoc & { stage: 'play' };
    expect(d.game.players[1]!.geysers['6/8']).toBe(2);
    expect(d.game.recount).toEqual([{ player: 1, ring: '6/8', count: 2 }]);
    expect(checkGeyserState(JSON.parse(JSON.stringify(d)))).toBeNull();
    // A game with no such count is asked nothing; a version 3 game is never changed.
    expect((migrateGeyser(asVersion2(playDoc([{ type: 'land', player: 1, ring: '6/8' }])), 2) as GeyserDoc & { stage: 'play' }).game).not.toHaveProperty('recount');
    const now = playDoc(twice);
    expect(now.stage === 'play' && now.game).not.toHaveProperty('recount');
    expect(migrateGeyser(now, 3)).toBe(now);
  });

  it('a correction settles it: one geyser counted twice, corrected by hand, is one geyser', () => {
    const d = migrateGeyser(saved(), 2) as GeyserDoc;
    const fixed = ok(applyGeyser(d, { type: 'lose', player: 1, ring: '6/8' }));
    expect(fixed.stage === 'play' && [fixed.game.players[1]!.geysers['6/8'], fixed.game.recount]).toEqual([1, undefined]);
    expect(fixed.stage === 'play' && fixed.game).not.toHaveProperty('recount');
  });

  it('or the table confirms the counts are right (two geysers), and is asked no more', () => {
    const d = migrateGeyser(saved(), 2) as GeyserDoc;
    const checked = ok(applyGeyser(d, { type: 'counted' }));
    expect(checked.stage === 'play' && [checked.game.players[1]!.geysers['6/8'], checked.game.receipt]).toEqual([2, 'Checked on the board: Bo 2 × 6/8, as counted (separate geysers, not one counted twice)']);
    expect(checked.stage === 'play' && checked.game).not.toHaveProperty('recount');
    expect(applyGeyser(checked, { type: 'counted' })).toEqual({ error: 'No geyser count is waiting to be checked' });
    // Moves that leave the count as it was keep the question open.
    const moved = ok(applyGeyser(d, { type: 'endTurn' }));
    expect(moved.stage === 'play' && moved.game.recount).toEqual([{ player: 1, ring: '6/8', count: 2 }]);
  });

  it('a version 2 record opens at its saved position, asking; its undo steps, which no longer reach it, are left', async () => {
    const record = diceRecord('v2-twice', { kind: 'geyser', stateVersion: 2, timeline: { base: asVersion2(playDoc([])), past: twice.map((action, at) => ({ action, at })), future: [], present: saved() } });
    const p = await prepareRecord(record);
    if (!p.ok) throw new Error(p.error);
    const tl = p.record.timeline as Timeline<GeyserDoc, GeyserAction>;
    expect(tl.present.stage === 'play' && [tl.present.game.players[1]!.geysers['6/8'], tl.present.game.recount]).toEqual([2, [{ player: 1, ring: '6/8', count: 2 }]]);
    expect(tl.past).toEqual([]);
  });

  it('checkState refuses a count to check that is not the count held, or is listed twice', () => {
    const d = migrateGeyser(saved(), 2) as GeyserDoc & { stage: 'play' };
    const g = d.game;
    const check = (recount: unknown) => checkGeyserState(JSON.parse(JSON.stringify({ ...d, game: { ...g, recount } })));
    expect(check([{ player: 1, ring: '6/8', count: 3 }])).toBe("Bo's 6/8 geysers are to be checked as 3, but Bo holds 2 there (only two or more, as saved, are asked about)");
    expect(check([{ player: 0, ring: '6/8', count: 2 }])).toBe("Ana's 6/8 geysers are to be checked as 2, but Ana holds 0 there (only two or more, as saved, are asked about)");
    expect(check([{ player: 1, ring: '6/8', count: 2 }, { player: 1, ring: '6/8', count: 2 }])).toBe("Bo's 6/8 geysers are to be checked twice");
    expect(check([])).toBe('the geyser counts to check are not readable');
    expect(check([{ player: 7, ring: '6/8', count: 2 }])).toBe('the geyser counts to check are not readable');
  });
});
