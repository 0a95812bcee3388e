import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'preact';
import { useState } from 'preact/hooks';
import { act } from 'preact/test-utils';
import type { GameDef } from '../../games/types';
import { type GameSession, createSession } from '../history/session';
import { startTimeline } from '../history/timeline';
import { type FakeElement, alerts, button, fakeRoot, tap } from './dom-testkit';
import { GameChanges, Problem, refusalText, useRefusal } from './Problem';

type S = { n: number };
type A = { type: 'add'; by: number };
const def: GameDef<S, A> = {
  kind: 'dice',
  stateVersion: 1,
  create: () => ({ n: 0 }),
  apply: (s, a) => (s.n + a.by < 0 ? { error: `Only ${s.n} left` } : { n: s.n + a.by }),
  describe: (a) => `add ${a.by}`,
  checkState: () => null,
  checkAction: () => null,
};

const newSession = () =>
  createSession<S, A>({ v: 2, id: 'g', kind: 'dice', name: 'Test', createdAt: 0, updatedAt: 0, stateVersion: 1, timeline: startTimeline({ n: 0 }), log: [] }, def, () => {});

// One component tries a move and keeps its refusal; its sibling makes other moves, and the
// screen above them can redraw both without any move.
function Tries({ session }: { session: GameSession<S, A> }) {
  const [msg, setMsg] = useRefusal();
  const take = () => setMsg(session.dispatch({ type: 'add', by: -5 }));
  return (
    <div>
      <button type="button" onClick={take}>
        Take 5
      </button>
      <button type="button" onClick={() => (session.dispatch({ type: 'add', by: 1 }), take())}>
        Add 1, take 5
      </button>
      <Problem text={msg} />
    </div>
  );
}

function Moves({ session }: { session: GameSession<S, A> }) {
  return (
    <div>
      <button type="button" onClick={() => session.dispatch({ type: 'add', by: 1 })}>
        Add 1
      </button>
      <button type="button" onClick={() => session.dispatch({ type: 'add', by: 0 })}>
        Add 0
      </button>
      <button type="button" onClick={() => session.dispatch({ type: 'add', by: -99 })}>
        Take 99
      </button>
    </div>
  );
}

function Screen({ session }: { session: GameSession<S, A> }) {
  const [redraws, setRedraws] = useState(0);
  return (
    <main>
      <button type="button" onClick={() => setRedraws(redraws + 1)}>
        Redraw
      </button>
      <Tries session={session} />
      <Moves session={session} />
    </main>
  );
}

let root: FakeElement | null = null;

/** Draws the screen on a new session, inside a game (as the shell does) unless told otherwise. */
function draw({ inGame = true } = {}) {
  const session = newSession();
  const el = fakeRoot();
  root = el;
  const screen = <Screen session={session} />;
  void act(() => render(inGame ? <GameChanges.Provider value={session.record}>{screen}</GameChanges.Provider> : screen, el as unknown as Element));
  const press = (text: string) => void act(() => tap(button(el, text)));
  return { session, press, shown: () => alerts(el), run: (f: () => void) => void act(f) };
}

afterEach(() => {
  if (root) render(null, root as unknown as Element);
  root = null;
});

describe('a refusal (useRefusal and Problem)', () => {
  it('shows when a move is refused and goes once a move goes through, even one made elsewhere on the screen', () => {
    const { press, shown } = draw();
    expect(shown()).toEqual([]);
    press('Take 5');
    expect(shown()).toEqual(['Only 0 left']);
    press('Add 1');
    expect(shown()).toEqual([]);
  });

  it('stays through a redraw and through moves that are refused', () => {
    const { press, shown } = draw();
    press('Take 5');
    press('Redraw');
    expect(shown()).toEqual(['Only 0 left']);
    press('Take 99');
    expect(shown()).toEqual(['Only 0 left']);
    press('Take 5');
    expect(shown()).toEqual(['Only 0 left']);
  });

  it('shows the same text again after a new failed attempt, once a move went through in between', () => {
    const { press, shown } = draw();
    press('Take 5');
    expect(shown()).toEqual(['Only 0 left']);
    // Adding 0 goes through and leaves the count, so the next refusal has the very same text.
    press('Add 0');
    expect(shown()).toEqual([]);
    press('Take 5');
    expect(shown()).toEqual(['Only 0 left']);
  });

  it('shows a refusal that follows a move that went through in the same tap', () => {
    const { press, shown } = draw();
    press('Add 1, take 5');
    expect(shown()).toEqual(['Only 1 left']);
  });

  it('goes on undo, on redo and when the game follows what another tab stored', () => {
    const { press, shown, session, run } = draw();
    press('Add 1');
    press('Take 5');
    run(() => session.undo());
    expect(shown()).toEqual([]);
    press('Take 5');
    expect(shown()).toEqual(['Only 0 left']);
    run(() => session.redo());
    expect(shown()).toEqual([]);
    press('Take 5');
    expect(shown()).toEqual(['Only 1 left']);
    run(() => session.replace({ ...session.record.value }));
    expect(shown()).toEqual([]);
  });

  it('stays outside a game, where no move can go through', () => {
    const { press, shown } = draw({ inGame: false });
    press('Take 5');
    press('Add 1');
    expect(shown()).toEqual(['Only 0 left']);
  });
});

// Every refusal a game shows is kept with useRefusal, so none is left over once play moves on.
describe('refusals in every game', () => {
  const sources = import.meta.glob(['/src/games/**/*.tsx', '/src/shared/ui/*.tsx', '!**/*.test.tsx'], { query: '?raw', import: 'default', eager: true });

  it('are kept with useRefusal, never in a plain useState', () => {
    const drawing = Object.entries(sources).filter(([, text]) => String(text).includes('<Problem'));
    expect(drawing.length).toBeGreaterThan(20);
    const plain = drawing.filter(([, text]) => /useState<string( \| null)?>/.test(String(text))).map(([path]) => path);
    expect(plain).toEqual([]);
  });
});

describe('refusalText: what the setter of useRefusal shows for an answer', () => {
  it('shows a refusal and a text, and nothing for a move that went through or asks for choices', () => {
    expect(refusalText({ error: 'Roll the block first.' })).toBe('Roll the block first.');
    expect(refusalText('Pick a die')).toBe('Pick a die');
    expect(refusalText(null)).toBeNull();
    expect(refusalText(undefined)).toBeNull();
    expect(refusalText('')).toBeNull();
    expect(refusalText({ needs: [{ kind: 'dice', count: 2 }] })).toBeNull();
    // Not a refusal: an error that is not a text, or a list.
    expect(refusalText({ error: 3 })).toBeNull();
    expect(refusalText([])).toBeNull();
  });
});
