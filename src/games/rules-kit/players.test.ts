import { describe, expect, it } from 'vitest';
import { type PlayerAnswer, playerCountProblem, readPlayers } from './players';

const table = { game: 'Geyser', min: 2, max: 4 };
const seat = (p: PlayerAnswer, name: string, i: number) => ({ name, colour: p.colour, seat: i });
const answers = (...names: string[]) => names.map((name, i) => ({ name, colour: `#00${i}` }));
// A game's own check on one player: Ana is never ready.
const picky = (p: PlayerAnswer, name: string) => (name === 'Ana' ? { error: `${name} is not ready` } : { name, colour: p.colour });

describe('playerCountProblem', () => {
  it('accepts every count from min to max', () => {
    expect([2, 3, 4].map((n) => playerCountProblem(table, n))).toEqual([null, null, null]);
  });

  it('names the game, its limits and the count it got', () => {
    expect(playerCountProblem(table, 1)).toBe('Geyser needs 2 to 4 players, got 1');
    expect(playerCountProblem(table, 5)).toBe('Geyser needs 2 to 4 players, got 5');
    expect(playerCountProblem({ game: 'CAM 8', min: 2, max: 6 }, 0)).toBe('CAM 8 needs 2 to 6 players, got 0');
  });

  it('refuses a count that is not a whole number', () => {
    expect(playerCountProblem(table, 2.5)).toBe('Geyser needs 2 to 4 players, got 2.5');
    expect(playerCountProblem(table, Number.NaN)).toBe('Geyser needs 2 to 4 players, got NaN');
  });
});

describe('readPlayers', () => {
  it('makes each player in seat order from the trimmed name', () => {
    expect(readPlayers([{ name: '  Ana ', colour: 'red' }, { name: 'Bo', colour: ' blue ' }], seat)).toEqual([
      { name: 'Ana', colour: 'red', seat: 0 },
      { name: 'Bo', colour: ' blue ', seat: 1 },
    ]);
  });

  it('needs a name for every seat, counting seats from 1', () => {
    expect(readPlayers(answers('Ana', '   '), seat)).toEqual({ error: 'Player 2 needs a name' });
    expect(readPlayers([null, ...answers('Bo')] as unknown as PlayerAnswer[], seat)).toEqual({ error: 'Player 1 needs a name' });
    expect(readPlayers([{ name: 7, colour: 'red' }] as unknown as PlayerAnswer[], seat)).toEqual({ error: 'Player 1 needs a name' });
  });

  it('refuses two players of the same name, whatever the case and spaces', () => {
    expect(readPlayers(answers('Ana', 'Bo', ' ANA '), seat)).toEqual({ error: 'Two players are called ANA: names must differ' });
  });

  it('needs a colour for every player', () => {
    expect(readPlayers([{ name: 'Ana', colour: ' ' }], seat)).toEqual({ error: 'Ana needs a colour' });
    expect(readPlayers([{ name: 'Ana' }] as unknown as PlayerAnswer[], seat)).toEqual({ error: 'Ana needs a colour' });
  });

  it("gives the first bad answer in seat order, the game's own reasons included", () => {
    expect(readPlayers([...answers('Ana'), { name: '', colour: 'red' }], picky)).toEqual({ error: 'Ana is not ready' });
    expect(readPlayers([{ name: '', colour: 'red' }, ...answers('Ana')], picky)).toEqual({ error: 'Player 1 needs a name' });
  });

  it('reads an empty list as no players (the count is checked apart)', () => {
    expect(readPlayers([], seat)).toEqual([]);
  });
});
