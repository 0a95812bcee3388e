import { useState } from 'preact/hooks';
import { battleOpen, boardRings, motherProblem, moveProblem, newTokenHint, ringName } from '../engine';
import type { MoveResult } from '../../../shared/refusal';
import type { GeyserModel } from '../model';
import { Problem, useRefusal } from '../../../shared/ui/Problem';
import { useReveal } from '../../../shared/ui/reveal';
import { AttackForm, BattleView } from './Battle';
import { FiredCard } from './Firing';
import { NewToken } from './NewToken';
import type { Steady } from '../../../shared/ui/steady';

/** The round tracker: the round, whose turn it is in play order, and the Firing after the last turn (who rolls it is pinned). */
export function RoundBar({ model }: { model: GeyserModel }) {
  const g = model.game.value!;
  const name = (p: number) => g.players[p]!.name;
  const now = model.current.value;
  const title = g.phase === 'over' ? 'Game over' : g.phase === 'firing' ? 'Geyser Firing' : `${name(now!)}'s turn`;
  return (
    <section class="round-bar" aria-labelledby="round-h">
      <h2 id="round-h" data-testid="round-title">
        Round {g.round} · {title}
      </h2>
      <ol class="step-list turn-order" aria-label="Play order, to the left of the starting player">
        {g.order.map((p, i) => {
          const state = g.phase === 'turns' ? (i < g.turn ? 'done' : i === g.turn ? 'now' : '') : g.phase === 'firing' ? 'done' : '';
          return (
            <li key={p} class={state} style={{ borderColor: g.players[p]!.colour }} aria-current={state === 'now' ? 'step' : undefined}>
              {name(p)}
              {state === 'done' && <span class="visually-hidden"> (turn over)</span>}
            </li>
          );
        })}
        <li class={g.phase === 'firing' ? 'now firing-step' : 'firing-step'} aria-current={g.phase === 'firing' ? 'step' : undefined}>
          Firing
        </li>
      </ol>
    </section>
  );
}

/**
 * The current player's turn, in view as it begins: the Firing just rolled (on the round's first turn), one
 * move (onto a geyser, a battle, into the Mother Geyser), and End turn. Its buttons share the screen's
 * steady hand, so a double tap on End turn ends this turn only.
 */
export function TurnPanel({ model, steady }: { model: GeyserModel; steady: Steady }) {
  const g = model.game.value!;
  const me = model.current.value!;
  const name = g.players[me]!.name;
  const [msg, setMsg] = useRefusal();
  const [attacking, setAttacking] = useState(false);
  // The ring buttons for a geyser the tribe already holds (a new token, no new geyser) instead of new ones.
  const [holding, setAgain] = useState(false);
  const done = (f: () => MoveResult) => () => steady.run(() => setMsg(f()));
  // A battle under way is what waits (revealed by its own box), not the turn around it.
  const box = useReveal<HTMLElement>(g.battle ? null : `${g.round}-${g.turn}`);
  const whyNot = motherProblem(g, me);
  const holder = g.mother === null ? null : g.players[g.mother]!.name;
  const open = battleOpen(g);
  const noMove = moveProblem(g, me);
  const settling = steady.settling || undefined;
  const last = g.firings.at(-1);
  const fresh = g.turn === 0 && last?.round === g.round - 1 ? last : null;
  const b = g.battle?.attacker === me ? g.battle : null;
  const held = boardRings(g).filter((r) => g.players[me]!.geysers[r] > 0);
  const again = held.length > 0 && !g.moved && holding;
  // The move just made landed on a geyser (its receipt says the new token may go around it).
  const landed = g.moved && (g.receipt?.endsWith(newTokenHint(g, me)) ?? false);
  // Then End turn is what waits: the new token's squares above it may push it below the fold. (A battle won
  // on a geyser keeps its own box waiting, with its result.)
  const end = useReveal<HTMLButtonElement>(landed && !g.battle && `landed-${g.round}-${g.turn}`);
  return (
    <section class="panel turn" aria-labelledby="turn-h" ref={box}>
      {fresh && <FiredCard model={model} f={fresh} />}
      <h2 id="turn-h">{name}'s move</h2>
      {/* One line either way: the turn's buttons stay where they were when the move is made. */}
      {g.moved && !open ? (
        <p class="note small" data-testid="moved">
          Move made: only End turn is left.
        </p>
      ) : (
        <p class="muted small">One move: one piece to one square.</p>
      )}
      {/* After a landing, the new token's squares take the place of the ring buttons (no other move is left). */}
      {landed ? (
        <NewToken name={name} />
      ) : (
        <div role="group" aria-labelledby="land-h">
          <div class="land-head">
            <h3 id="land-h">{again ? `Onto one ${name} holds (new token only)` : 'Onto a geyser (claims it)'}</h3>
            {held.length > 0 && !g.moved && (
              <button type="button" class="btn small again" aria-pressed={again} onClick={() => setAgain(!holding)}>
                One {name} holds
              </button>
            )}
          </div>
          <div class="ring-buttons">
            {(again ? held : boardRings(g)).map((r) =>
              again ? (
                <button key={r} type="button" class="btn" disabled={noMove !== null} aria-disabled={settling} aria-label={`${name} moves another piece onto a ${ringName(g, r)} geyser ${name} holds`} onClick={done(() => model.land(me, r, true))}>
                  {ringName(g, r)}
                </button>
              ) : (
                <button key={r} type="button" class="btn" disabled={noMove !== null} aria-disabled={settling} aria-label={`${name} moves onto a ${ringName(g, r)} geyser`} onClick={done(() => model.land(me, r))}>
                  {ringName(g, r)}
                </button>
              ),
            )}
          </div>
        </div>
      )}
      <div class="other-moves">
        {!b && !g.moved && (
          <button type="button" class="btn" aria-expanded={attacking} onClick={() => setAttacking(!attacking)}>
            {name} attacks a token…
          </button>
        )}
        {g.mother !== me && (
          <button type="button" class="btn" disabled={whyNot !== null} aria-disabled={settling} aria-label={`Move ${name} into the Mother Geyser`} aria-describedby="mother-why" onClick={done(() => model.enterMother(me))}>
            Into the Mother Geyser
          </button>
        )}
      </div>
      {g.mother === me ? (
        <p class="note">{name} holds the Mother Geyser: still there after the Firing, {name} wins.</p>
      ) : (
        <p id="mother-why" class="muted small" data-testid={whyNot ? 'mother-why' : undefined}>
          {whyNot ? `Not now: ${whyNot}.` : `${holder ? `${holder} holds the Mother Geyser.` : 'Nobody holds the Mother Geyser.'} Moving in needs 3 normal geysers.`}
        </p>
      )}
      {b ? <BattleView key={b.rolls.length} model={model} b={b} steady={steady} /> : attacking && !g.moved && <AttackForm model={model} me={me} />}
      <Problem text={msg} />
      <button
        ref={end}
        type="button"
        class="btn btn-primary btn-big end-turn"
        disabled={open}
        aria-disabled={settling}
        aria-describedby={open ? 'end-why' : undefined}
        onClick={done(() => model.endTurn())}
      >
        End {name}'s turn
      </button>
      {open && (
        <p id="end-why" class="muted">
          Finish the battle first: roll it, or retreat after a tie.
        </p>
      )}
    </section>
  );
}
