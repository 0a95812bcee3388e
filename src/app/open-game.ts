import { useEffect, useRef, useState } from 'preact/hooks';
import type { GameKind } from '../games/registry';
import type { GameModule } from '../games/types';
import { createSession, type GameSession, type Rebase } from '../shared/history/session';
// The journal's code comes with the game screen, so that reading and saving a game never wait for it.
import '../shared/storage/journal';
import type { Loaded } from '../shared/storage/store';
import { draftGame } from './draft';
import { adoptRead, keepGame, onGameEvent, readGame, ready, refreshGame, releaseGame, restoreGame, saveRecord } from './library';
import { replaceRoute } from './route';
import { type GameHold, holdGame } from './tabs';
import { prepareRecord } from './validate';

/** The refusal a tap gets in a tab that only follows the game. */
export const FOLLOWING = 'This game is open in another tab. Tap "Use it here" to play it in this tab.';
/** What the player hears when another tab's write beat this tab's: which changes were made again after it, and each one that could not be. */
export function rebaseNotice({ kept, lost }: Rebase): string | null {
  if (kept === 0 && lost.length === 0) return null;
  const head = 'Another tab changed this game at the same moment.';
  const keptText = kept === 0 ? '' : ` ${kept === 1 ? 'The change' : `The ${kept} changes`} made here ${kept === 1 ? 'is' : 'are'} kept after it.`;
  const lostText = lost.map((l) => ` Not saved: ${l.text} (${l.why}).`).join('');
  return `${head}${keptText}${lostText}`;
}

/** A game screen's state: its session once open, and how this tab stands with other tabs. */
export interface OpenGame {
  view: { status: 'loading' } | { status: 'error'; error: string } | { status: 'open'; module: GameModule; session: GameSession<unknown, unknown> };
  /** True when this tab may change the game; false while another tab has it; null until known. */
  owner: boolean | null;
  /** Something the player should know (a change lost to another tab), until dismissed. */
  notice: string | null;
  dismiss(): void;
  /** True once another tab deleted the game; `saveAgain` stores it again from this tab. */
  gone: boolean;
  saveAgain(): void;
  takeOver(): void;
}

/**
 * Opens a saved game for its screen: reads it, holds it against other tabs (one writer per
 * game), follows what other tabs store, and reports a change refused because another tab
 * changed or deleted the game first. Lets it go when the screen closes.
 */
export function useOpenGame(id: string | null, adopt: Draft | null = null): OpenGame {
  const [view, setView] = useState<OpenGame['view']>({ status: 'loading' });
  const [owner, setOwner] = useState<boolean | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [gone, setGone] = useState(false);
  const mine = useRef(false);
  const hold = useRef<GameHold | null>(null);
  const session = useRef<GameSession<unknown, unknown> | null>(null);
  const isReady = ready.value;

  useEffect(() => {
    if (!isReady || id === null) return;
    let live = true;
    // A new game that has just been saved goes on with the session it was played in: no reload, no flash.
    const kept = adopt && adopt.session.id === id ? adopt : null;
    session.current = kept?.session ?? null;
    const rebased = (r: Rebase) => {
      const text = rebaseNotice(r);
      if (live && text) setNotice(text);
    };
    if (kept) {
      kept.gate.locked = () => (mine.current ? null : FOLLOWING);
      kept.gate.rebased = rebased;
    }
    setView(kept ? { status: 'open', module: kept.module, session: kept.session } : { status: 'loading' });
    // A game made in this tab a moment ago is nobody else's: it stays playable while its lock is taken.
    mine.current = kept !== null;
    setOwner(kept ? true : null);
    setGone(false);
    setNotice(null);

    // `mark`: the session's count of changes when the read began (a read older than a change made since is not shown).
    const show = async (read: Loaded, first: boolean, mark?: number) => {
      if (!live) return;
      if (!read.ok) {
        if (first) setView({ status: 'error', error: read.error });
        else if (read.missing) setGone(true);
        else setNotice(read.error);
        return;
      }
      const p = await prepareRecord(read.record);
      if (!live) return;
      if (!p.ok) {
        const error = `This game cannot be opened: ${p.error}. It is kept as it was.`;
        return first ? setView({ status: 'error', error }) : setNotice(error);
      }
      // Read back (another tab may have saved a deleted game again): it is there.
      setGone(false);
      // The adopted session is already what this tab stored (and may have moved on since the read).
      if (first && kept) return;
      if (session.current) {
        // Taken whole: what was read is the base of this tab's next change (a read kept out is never one).
        if (session.current.replace(p.record, mark)) adoptRead(id, read.record);
        return;
      }
      const s = createSession(p.record, p.module.def, saveRecord, { locked: () => (mine.current ? null : FOLLOWING), rebased });
      session.current = s;
      setView({ status: 'open', module: p.module, session: s });
    };
    // Reads run one after another, so the screen never goes back to an older version.
    let chain: Promise<void> = Promise.resolve();
    const refresh = () => {
      // A failed read must not stop the reads after it.
      chain = chain
        .then(() => {
          const mark = session.current?.changes();
          return refreshGame(id).then((r) => show(r, false, mark));
        })
        .catch(() => undefined);
    };

    hold.current = holdGame(id, (has) => {
      const was = mine.current;
      mine.current = has;
      if (live) setOwner(has);
      // Taken back from another tab: start from what it stored.
      if (has && !was && session.current) refresh();
    });
    chain = readGame(id).then((r) => show(r, true));
    const off = onGameEvent(id, (e) => {
      if (e.type === 'remote') return refresh();
      if (e.reason === 'gone') return setGone(true);
      // Another tab's write won: the latest is read, and this tab's changes are made again after it (`rebased` says how it went).
      refresh();
    });
    return () => {
      live = false;
      off();
      hold.current?.release();
      hold.current = null;
      releaseGame(id);
    };
    // `adopt` is read once, when the kept game's id arrives.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [id, isReady]);

  return {
    view,
    owner,
    notice,
    dismiss: () => setNotice(null),
    gone,
    saveAgain() {
      const s = session.current;
      if (!s) return;
      restoreGame(s.record.peek());
      setGone(false);
    },
    takeOver: () => hold.current?.takeOver(),
  };
}

const NOTHING = () => {};

/** A new game played in memory: its session, its module, and the gate that later says whether this tab may write. */
export interface Draft {
  session: GameSession<unknown, unknown>;
  module: GameModule;
  gate: { locked: () => string | null; rebased: (r: Rebase) => void };
}

/**
 * A new game from a home tile: made in memory, played there through setup, and stored only once
 * it starts (the game's `started`), when the address becomes the saved game's (the same session
 * goes on: `useOpenGame` adopts it). Leaving before that leaves nothing behind. Inactive for null.
 */
export function useDraftGame(kind: GameKind | null): { game: OpenGame; draft: Draft | null } {
  const [view, setView] = useState<OpenGame['view']>({ status: 'loading' });
  const [draft, setDraft] = useState<Draft | null>(null);
  useEffect(() => {
    if (kind === null) return;
    let live = true;
    const open = async () => {
      const p = await prepareRecord(await draftGame(kind));
      if (!live) return;
      if (!p.ok) return setView({ status: 'error', error: `This game cannot be started: ${p.error}.` });
      const { def } = p.module;
      let kept = false;
      const gate: Draft['gate'] = { locked: () => null, rebased: () => {} };
      const s = createSession(
        p.record,
        def,
        (r) => {
          if (kept) return saveRecord(r);
          if (def.started && !def.started(r.timeline.present)) return undefined;
          kept = true;
          const saving = keepGame(r);
          replaceRoute({ name: 'game', id: r.id });
          return saving;
        },
        { locked: () => gate.locked(), rebased: (r) => gate.rebased(r) },
      );
      setDraft({ session: s, module: p.module, gate });
      setView({ status: 'open', module: p.module, session: s });
    };
    open().catch(() => {
      if (live) setView({ status: 'error', error: 'That game could not be started. Check the connection and try again.' });
    });
    return () => {
      live = false;
    };
  }, [kind]);
  return { game: { view, owner: true, notice: null, dismiss: NOTHING, gone: false, saveAgain: NOTHING, takeOver: NOTHING }, draft };
}
