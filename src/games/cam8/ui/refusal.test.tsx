import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'preact';
import { useRef } from 'preact/hooks';
import { act } from 'preact/test-utils';
import { createSession } from '../../../shared/history/session';
import { startTimeline } from '../../../shared/history/timeline';
import { alerts, button, fakeRoot, tap } from '../../../shared/ui/dom-testkit';
import { GameChanges } from '../../../shared/ui/Problem';
import { type Cam8Doc, newDoc } from '../engine/game';
import { applyCam8 } from '../engine/move-table';
import { def } from '../index';
import { Cam8Screen } from './Cam8Screen';

// No page to scroll here (unit tests run without a DOM): what comes into view is the end-to-end suite's to check.
vi.mock('../../../shared/ui/reveal', () => ({ useReveal: () => useRef(null) }));

// Issue 10: "Still to feed" from the phase bar's Next stayed on screen after the whales had fed.
describe('the CAM 8 screen in the Feed phase', () => {
  // Taps a table makes one after another, not a double tap (which the steady buttons ignore): time passes between them.
  beforeEach(() => void vi.useFakeTimers({ toFake: ['performance', 'setTimeout', 'clearTimeout'] }));
  afterEach(() => void vi.useRealTimers());
  it('drops the phase bar’s refusal once a whale has fed, and shows it again on the next refused Next', () => {
    const started = applyCam8(newDoc(), { type: 'start' }) as Cam8Doc;
    if (started.stage !== 'play') throw new Error('not started');
    const doc: Cam8Doc = { ...started, game: { ...started.game, phase: 'feed' } };
    const session = createSession({ v: 2, id: 'g', kind: 'cam8', name: 'T', createdAt: 0, updatedAt: 0, stateVersion: def.stateVersion, timeline: startTimeline(doc), log: [] }, def, () => {});
    const root = fakeRoot();
    // Provided as the shell does around every game's screen.
    const screen = (
      <GameChanges.Provider value={session.record}>
        <Cam8Screen session={session} />
      </GameChanges.Provider>
    );
    void act(() => render(screen, root as unknown as Element));
    const press = (text: string) => {
      act(() => tap(button(root, text)));
      act(() => void vi.advanceTimersByTime(600));
    };
    const next = 'Next: turn 2, Diplomacy & Trade I';

    press(next);
    expect(alerts(root)).toEqual(['Still to feed: Player 1, Player 2, Player 3']);
    press('Feed Player 1');
    expect(alerts(root)).toEqual([]);
    press(next);
    expect(alerts(root)).toEqual(['Still to feed: Player 2, Player 3']);
    render(null, root as unknown as Element);
  });
});
