import { describe, expect, it } from 'vitest';
import { checkGeyserState } from './check';
import { mergeGeyser } from './log';
import { describeGeyser, applyGeyser, checkGeyserAction } from './move-table';
import { type GeyserAction, type GeyserDoc, newDoc } from './game';
import { firingRoller } from './index';

const ok = (d: GeyserDoc | { error: string }): GeyserDoc => {
  if ('error' in d) throw new Error(d.error);
  return d;
};
const game = (d: GeyserDoc) => {
  if (d.stage !== 'play') throw new Error('not in play');
  return d.game;
};
const setup: GeyserAction = {
  type: 'setup',
  setup: { players: [{ name: 'Ana', colour: '#1f6fd1' }, { name: 'Bo', colour: '#d1451f' }, { name: 'Cy', colour: '#2f9e44' }] },
};

/** Plays `actions` from a new game, returning every document and log line on the way. */
function play(actions: GeyserAction[], from: GeyserDoc = newDoc()) {
  let d = from;
  const lines: (string | null)[] = [];
  for (const a of actions) {
    const next = ok(applyGeyser(d, a));
    lines.push(describeGeyser(a, d, next));
    d = next;
  }
  return { doc: d, lines };
}

// Ana, Bo, Cy; the start roll 5, 5, 2 ties Ana and Bo, who roll 3 and 6: Bo starts, then Cy, then Ana.
const started = () => play([setup, { type: 'start' }, { type: 'startRoll', faces: [5, 5, 2] }, { type: 'startRoll', faces: [3, 6] }]);

describe('Geyser saved game', () => {
  it('starts from a setup form of three players', () => {
    const d = newDoc();
    expect(d.stage === 'setup' && d.setup.players.map((p) => p.name)).toEqual(['Player 1', 'Player 2', 'Player 3']);
    expect(applyGeyser(d, { type: 'endTurn' })).toEqual({ error: 'Start the game first' });
  });

  it('refuses a start the rules refuse', () => {
    const twins = ok(applyGeyser(newDoc(), { type: 'setup', setup: { players: [{ name: 'Ana', colour: '#1f6fd1' }, { name: 'ana', colour: '#d1451f' }] } }));
    expect(applyGeyser(twins, { type: 'start' })).toEqual({ error: 'Two players are called ana: names must differ' });
  });

  it('names a seat left blank as the placeholder its field showed', () => {
    const blank = ok(applyGeyser(newDoc(), { type: 'setup', setup: { players: [{ name: 'Ana', colour: '#1f6fd1' }, { name: ' ', colour: '#d1451f' }] } }));
    expect(game(ok(applyGeyser(blank, { type: 'start' }))).players.map((p) => p.name)).toEqual(['Ana', 'Player 2']);
    const taken = ok(applyGeyser(newDoc(), { type: 'setup', setup: { players: [{ name: '', colour: '#1f6fd1' }, { name: 'player 1', colour: '#d1451f' }] } }));
    expect(applyGeyser(taken, { type: 'start' })).toEqual({ error: 'Two players are called player 1: names must differ' });
  });

  it('re-rolls the start among the tied only; seat order follows the starter', () => {
    const { doc, lines } = started();
    const g = game(doc);
    expect(g.startRolls).toEqual([
      [{ player: 0, face: 5 }, { player: 1, face: 5 }, { player: 2, face: 2 }],
      [{ player: 0, face: 3 }, { player: 1, face: 6 }],
    ]);
    expect(g.starter).toBe(1);
    expect(g.order).toEqual([1, 2, 0]);
    expect(lines).toEqual([
      null,
      'Game started: Ana, Bo, Cy (seat order, each next one to the left)',
      'Start roll: Ana 5, Bo 5, Cy 2: Ana and Bo tie with 5 and roll again',
      'Start roll: Ana 3, Bo 6: Bo starts',
    ]);
    // The tied two roll again, so three faces are one too many.
    const tied = play([setup, { type: 'start' }, { type: 'startRoll', faces: [5, 5, 2] }]).doc;
    expect(applyGeyser(tied, { type: 'startRoll', faces: [1, 2, 3] })).toEqual({ error: 'Start roll: needs 2 dice, got 3' });
    expect(applyGeyser(doc, { type: 'start' })).toEqual({ error: 'The game has already started' });
  });

  it('plays a battle with a tie and a re-attack, then the Firing of the round', () => {
    const { doc, lines } = play(
      [
        { type: 'claim', player: 1, ring: '6/8' },
        { type: 'claim', player: 1, ring: '5/9' },
        { type: 'attack', attacker: 1, defender: 2, at: null },
        // Bo 1 + 2 geysers = 3, Cy 3 + 0 = 3: a tie; Bo attacks again: 4 + 2 = 6 against 2.
        { type: 'battle', faces: [1, 3] },
        { type: 'battle', faces: [4, 2] },
        { type: 'endTurn' },
        { type: 'endTurn' },
        { type: 'endTurn' },
        // Bo started, so Bo rolls round 1's Firing: 4 + 4 = 8 fires the 6/8 ring, where Bo held 1.
        { type: 'fire', faces: [4, 4] },
      ],
      started().doc,
    );
    expect(lines).toEqual([
      'Correction: Bo holds one more 6/8 geyser (1 in all)',
      'Correction: Bo holds one more 5/9 geyser (2 in all)',
      'Bo attacks Cy',
      'Bo 1+2=3 vs Cy 3+0=3: a tie, Bo retreats or attacks again',
      'Bo 4+2=6 vs Cy 2+0=2: Bo wins, Cy removes that token',
      'Bo ended the turn',
      'Cy ended the turn',
      'Ana ended the turn: round 1 is over, Bo rolls the Geyser Firing',
      'Bo rolled 4+4=8: 6/8 fires (Bo loses 1)',
    ]);
    const g = game(doc);
    expect(g.players[1]!.geysers).toEqual({ '2/12': 0, '3/11': 0, '4/10': 0, '5/9': 1, '6/8': 0, '7': 0 });
    expect(g.firings).toEqual([{ round: 1, roller: 1, faces: [4, 4], sum: 8, ring: '6/8', lost: [0, 1, 0] }]);
    expect([g.round, g.phase, firingRoller(g)]).toEqual([2, 'turns', 2]);
  });

  it('a retreat after a tie ends the attacker’s turn', () => {
    const { doc, lines } = play([{ type: 'attack', attacker: 1, defender: 0, at: null }, { type: 'battle', faces: [2, 2] }, { type: 'retreat' }], started().doc);
    expect(lines.at(-1)).toBe('Bo retreats; Bo ended the turn');
    expect(game(doc).order[game(doc).turn]).toBe(2);
  });

  it('the Mother Geyser needs 3 normal geysers; its holder wins after the Firing even if the Firing cost a geyser', () => {
    const two = play([{ type: 'claim', player: 1, ring: '2/12' }, { type: 'claim', player: 1, ring: '3/11' }], started().doc).doc;
    expect(applyGeyser(two, { type: 'enterMother', player: 1 })).toEqual({ error: 'Bo controls 2 normal geysers: moving into the Mother Geyser needs 3' });
    const { doc, lines } = play(
      [{ type: 'claim', player: 1, ring: '7' }, { type: 'enterMother', player: 1 }, { type: 'endTurn' }, { type: 'endTurn' }, { type: 'endTurn' }, { type: 'fire', faces: [1, 1] }],
      two,
    );
    expect(lines[1]).toBe("Bo moves into the Mother Geyser. Bo may place a new token on any square around that geyser that no other player holds (Bo's own tokens may be there)");
    expect(lines.at(-1)).toBe('Bo rolled 1+1=2: 2/12 fires (Bo loses 1). Bo holds the Mother Geyser and wins');
    expect([game(doc).phase, game(doc).winner]).toEqual(['over', 1]);
    expect(applyGeyser(doc, { type: 'claim', player: 0, ring: '7' })).toEqual({ error: 'The game is over: Bo won' });
  });

  // Rule text, the turn: each turn one piece moves one square; after that move and its battle only End turn is left.
  it('refuses a second move in a turn with a reason, leaving the saved game as it was, and takes corrections by hand', () => {
    const three = play([{ type: 'claim', player: 1, ring: '2/12' }, { type: 'claim', player: 1, ring: '3/11' }, { type: 'claim', player: 1, ring: '7' }], started().doc).doc;
    const won = play([{ type: 'attack', attacker: 1, defender: 2, at: null }, { type: 'battle', faces: [6, 1] }], three).doc;
    const refusal = { error: "Bo has made this turn's move: only End turn is left" };
    expect(applyGeyser(won, { type: 'enterMother', player: 1 })).toEqual(refusal);
    expect(applyGeyser(won, { type: 'attack', attacker: 1, defender: 0, at: null })).toEqual(refusal);
    expect(applyGeyser(won, { type: 'land', player: 1, ring: '6/8' })).toEqual(refusal);
    // A correction by hand is not a move: allowed, and logged as a correction.
    const { lines } = play([{ type: 'claim', player: 1, ring: '6/8' }], won);
    expect(lines).toEqual(['Correction: Bo holds one more 6/8 geyser (4 in all)']);
    // Moving into the Mother Geyser first: no battle after it.
    const inside = play([{ type: 'enterMother', player: 1 }], three).doc;
    expect(applyGeyser(inside, { type: 'attack', attacker: 1, defender: 2, at: null })).toEqual(refusal);
    // After End turn the next player moves afresh.
    expect(game(play([{ type: 'endTurn' }, { type: 'land', player: 2, ring: '7' }], won).doc).moved).toBe(true);
  });

  // The screens count geysers only once the turns begin: a correction during the start roll comes only from a
  // hand-edited history, and the rules refuse it as the screens never offer it.
  it('refuses corrections by hand while the start roll is under way', () => {
    const rolling = play([setup, { type: 'start' }, { type: 'startRoll', faces: [5, 5, 2] }]).doc;
    const why = { error: 'Roll to see who starts first: geysers are counted once the turns begin' };
    expect(applyGeyser(rolling, { type: 'claim', player: 0, ring: '6/8' })).toEqual(why);
    expect(applyGeyser(rolling, { type: 'lose', player: 0, ring: '6/8' })).toEqual(why);
    expect(applyGeyser(rolling, { type: 'leaveMother' })).toEqual(why);
    expect(applyGeyser(rolling, { type: 'land', player: 0, ring: '6/8' })).toEqual({ error: "It is not Ana's turn" });
    expect(applyGeyser(rolling, { type: 'fire', faces: [4, 4] })).toEqual({ error: 'The Geyser Firing comes after every player has had a turn' });
    expect(applyGeyser(rolling, { type: 'battle', faces: [4, 4] })).toEqual({ error: 'No battle is under way' });
    // Once Bo starts, they are taken.
    expect(game(ok(applyGeyser(started().doc, { type: 'claim', player: 0, ring: '6/8' }))).players[0]!.geysers['6/8']).toBe(1);
  });

  it('reads a move onto a geyser the tribe already holds back from a saved game, and nothing else in its place', () => {
    expect(checkGeyserAction({ type: 'land', player: 1, ring: '6/8', held: true })).toBeNull();
    expect(checkGeyserAction({ type: 'land', player: 1, ring: '6/8' })).toBeNull();
    expect(checkGeyserAction({ type: 'land', player: 1, ring: '6/8', held: 'yes' })).toBe('a move onto a geyser is not readable');
    const { doc, lines } = play([{ type: 'land', player: 1, ring: '6/8' }, { type: 'endTurn' }, { type: 'endTurn' }, { type: 'endTurn' }, { type: 'fire', faces: [3, 4] }, { type: 'land', player: 1, ring: '6/8', held: true }], started().doc);
    expect(lines.at(-1)).toBe("Bo moves onto a 6/8 geyser Bo already holds: still 1 geyser in all, none new. Bo may place a new token on any square around that geyser that no other player holds (Bo's own tokens may be there)");
    expect(game(doc).players[1]!.geysers['6/8']).toBe(1);
  });

  it('folds setup edits into one undo step, and nothing else', () => {
    expect(mergeGeyser(setup, setup)).toEqual(setup);
    expect(mergeGeyser({ type: 'claim', player: 0, ring: '7' }, { type: 'claim', player: 0, ring: '7' })).toBeNull();
  });
});

// Bo 6 + 0 against Cy 1 + 0: a won battle roll.
const wonRoll = { attacker: { player: 1, face: 6, geysers: 0, total: 6 }, defender: { player: 2, face: 1, geysers: 0, total: 1 }, outcome: 'win' };

describe('Geyser checks', () => {
  it('accepts saved games at every stage, and their actions', () => {
    const { doc } = play(
      [{ type: 'claim', player: 1, ring: '6/8' }, { type: 'attack', attacker: 1, defender: 2, at: null }, { type: 'battle', faces: [2, 2] }, { type: 'endTurn' }, { type: 'endTurn' }, { type: 'endTurn' }, { type: 'fire', faces: [6, 1] }],
      started().doc,
    );
    for (const d of [newDoc(), play([setup, { type: 'start' }]).doc, started().doc, doc]) expect(checkGeyserState(JSON.parse(JSON.stringify(d)))).toBeNull();
    expect(checkGeyserAction({ type: 'attack', attacker: 1, defender: 0, at: 'mother' })).toBeNull();
    expect(checkGeyserAction({ type: 'startRoll', faces: [6, 1, 3] })).toBeNull();
  });

  it.each([
    [{ stage: 'lobby' }, 'the Geyser game is neither in setup nor in play'],
    [{ ...started().doc, game: { ...game(started().doc), phase: 'nap' } }, '"nap" is not a phase'],
    [{ ...started().doc, game: { ...game(started().doc), players: [] } }, 'the game needs 2 to 4 tribes'],
    [{ ...started().doc, game: { ...game(started().doc), mother: 7 } }, 'the Mother Geyser holder is not a player'],
    [{ ...started().doc, game: { ...game(started().doc), winner: 1 } }, 'the winner and the phase disagree'],
    [{ ...started().doc, game: { ...game(started().doc), phase: 'start' } }, 'the start roll and the phase disagree'],
    [{ ...started().doc, game: { ...game(started().doc), order: [0, 1, 2] } }, 'the play order does not follow the starting player'],
    [{ ...started().doc, game: { ...game(started().doc), battle: { attacker: 1, defender: 1, at: null, rolls: [], ended: null } } }, 'the battle is not readable'],
    [{ ...started().doc, game: { ...game(started().doc), battle: { attacker: 2, defender: 1, at: null, rolls: [], ended: null } } }, "the open battle is not the current player's"],
    [{ ...started().doc, game: { ...game(started().doc), battle: { attacker: 1, defender: 2, at: null, rolls: [], ended: 'attacker won' } } }, 'the battle rolls and how it ended disagree'],
    [{ ...started().doc, game: { ...game(started().doc), battle: { attacker: 1, defender: 2, at: '7', rolls: [], ended: null } } }, 'the open battle is for a square the defender does not hold'],
    [{ ...started().doc, game: { ...game(started().doc), battle: { attacker: 1, defender: 2, at: 'mother', rolls: [], ended: null } } }, 'the open battle is for a square the defender does not hold'],
    [{ ...started().doc, game: { ...game(started().doc), firings: [{ roller: 0, faces: [7, 1], ring: '6/8' }] } }, 'a Geyser Firing is not readable'],
    [{ ...started().doc, game: { ...game(started().doc), battle: { attacker: 0, defender: 1, at: '1/13', rolls: [], ended: null } } }, 'the battle is not readable'],
    [{ ...started().doc, game: { ...game(started().doc), rings: [['2', '12'], [3, 11], [4, 10], [5, 9], [6, 8], [7]] } }, "the board's rings are not readable"],
    [{ ...started().doc, game: { ...game(started().doc), rings: [[2, 12], [3, 11], [4, 10], [5, 9], [6, 8]] } }, "the board's rings are not readable"],
    [{ ...started().doc, game: { ...game(started().doc), rings: [[2, 12], [3, 11], [4, 10], [5, 9], [6, 8], [7, 8]] } }, "the board's rings are not readable: 8 is on two rings"],
    [{ ...started().doc, game: { ...game(started().doc), rings: [[2, 12, 7], [3, 11], [4, 10], [5, 9], [6, 8], []], players: game(started().doc).players.map((t, i) => (i === 0 ? { ...t, geysers: { ...t.geysers, '7': 1 } } : t)) } }, 'tribe 1 holds geysers on ring slot 7, which this board does not print'],
    [{ ...started().doc, game: { ...game(started().doc), moved: 'yes' } }, "the turn's move is not readable"],
    [{ ...started().doc, game: { ...game(started().doc), moved: true, phase: 'firing' } }, "the turn's move is recorded outside the players' turns"],
    [{ ...started().doc, game: { ...game(started().doc), battle: { attacker: 1, defender: 2, at: null, rolls: [], ended: null } } }, "an open battle is the turn's move, but the turn has no move"],
    [{ ...started().doc, game: { ...game(started().doc), battle: { attacker: 1, defender: 2, at: null, rolls: [wonRoll], ended: 'attacker won' } } }, "the finished battle is not this turn's move"],
  ])('rejects a broken game (%#)', (doc, error) => {
    expect(checkGeyserState(doc)).toBe(error);
  });

  it('refuses a move of a kind it does not know (from an older or newer app): the game stays as it was', () => {
    expect(applyGeyser(started().doc, { type: 'cheat' } as never)).toEqual({ error: 'Unknown move "cheat"' });
  });

  it('rejects broken actions', () => {
    expect(checkGeyserAction({ type: 'cheat' })).toBe('unknown action "cheat"');
    expect(checkGeyserAction({ type: 'fire', faces: [4] })).toBe('a Geyser Firing needs 2 d6 faces');
    expect(checkGeyserAction({ type: 'battle', faces: [0, 6] })).toBe('a battle roll needs 2 d6 faces');
    expect(checkGeyserAction({ type: 'claim', player: 0, ring: '6/9' })).toBe('a change of geysers is not readable');
    expect(checkGeyserAction({ type: 'setup', setup: {} })).toBe('the setup form is not readable');
    expect(checkGeyserAction(['endTurn'])).toBe('an action is not an object');
  });
});
