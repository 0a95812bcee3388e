// Saved games from before the one-move turn and the board's rings (state version 1) must still open.
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
    expect(d.game.version).toBe(2);
    expect(d.game.rings).toEqual(DEFAULT_RINGS);
    expect(d.game.moved).toBe(false);
    expect(checkGeyserState(JSON.parse(JSON.stringify(d)))).toBeNull();
    // A setup form, or a newer document, is left as it is.
    expect(migrateGeyser(newDoc(), 1)).toEqual(newDoc());
    expect(migrateGeyser(d, 2)).toBe(d);
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

  it('a version 1 record opens in the app, upgraded to version 2', async () => {
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
    expect(p.record.stateVersion).toBe(2);
    const now = p.record.timeline.present as GeyserDoc;
    expect(now.stage === 'play' && [now.game.moved, now.game.rings]).toEqual([true, DEFAULT_RINGS]);
    // Undo replays from the upgraded base: the same game, by the new rules.
    const replayed = (p.record.timeline.past as { action: GeyserAction }[]).reduce((d, s) => ok(applyGeyser(d, s.action)), p.record.timeline.base as GeyserDoc);
    expect(replayed).toEqual(now);
  });

  it('a version 1 history with two moves in one turn still opens as saved; Undo past that turn says it no longer replays', async () => {
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
    expect(undo(tl, applyGeyser)).toEqual({ error: "The saved history no longer replays: Bo has made this turn's move: only End turn is left" });
  });
});
