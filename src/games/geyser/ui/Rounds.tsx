import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { RINGS, type Ring, battleOpen, boardRings, motherProblem, moveProblem, ringName } from '../engine';
import type { MoveResult } from '../../../shared/refusal';
import type { GeyserModel } from '../model';
import { Problem, useRefusal } from '../../../shared/ui/Problem';

/** The round tracker: the round, whose turn it is in play order, and who rolls this round's Firing. */
export function RoundBar({ model }: { model: GeyserModel }) {
  const g = model.game.value!;
  const name = (p: number) => g.players[p]!.name;
  const now = model.current.value;
  const roller = model.firingRoller.value;
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
      {roller !== null && g.phase !== 'over' && (
        <p class="muted" data-testid="firing-roller">
          {name(roller)} rolls this round's Firing (the dice pass left each round).
        </p>
      )}
    </section>
  );
}

/** The current player's turn: a battle, moving into the Mother Geyser, and ending the turn. */
export function TurnPanel({ model, children }: { model: GeyserModel; children: ComponentChildren }) {
  const g = model.game.value!;
  const me = model.current.value!;
  const name = g.players[me]!.name;
  const [msg, setMsg] = useRefusal();
  const done = (r: MoveResult) => setMsg(r);
  const whyNot = motherProblem(g, me);
  const holder = g.mother === null ? null : g.players[g.mother]!.name;
  const open = battleOpen(g);
  const rings = boardRings(g);
  const [ring, setRing] = useState<Ring>(rings[0] ?? RINGS[0]);
  const noMove = moveProblem(g, me);
  return (
    <section class="panel" aria-labelledby="turn-h">
      <h2 id="turn-h">{name}'s move</h2>
      <p class="muted">One move a turn: one piece, one square. After it, and after the battle it starts, only End turn is left.</p>
      {g.moved && !open && (
        <p class="note" data-testid="moved">
          {name} has made this turn's move: only End turn is left.
        </p>
      )}
      <h3>Onto a geyser</h3>
      <div class="land-row">
        <label class="field">
          <span>Ring</span>
          <select value={ring} disabled={noMove !== null} onChange={(e) => setRing(e.currentTarget.value as Ring)}>
            {rings.map((r) => (
              <option key={r} value={r}>
                {ringName(g, r)}
              </option>
            ))}
          </select>
        </label>
        <button type="button" class="btn" disabled={noMove !== null} onClick={() => done(model.land(me, ring))}>
          {name} moves onto a {ringName(g, ring)} geyser
        </button>
      </div>
      <p class="muted">Claims it: a new token may then go on a free square around it. To battle a token there, use Battle below.</p>
      {children}
      <h3>Mother Geyser</h3>
      {g.mother === me ? (
        <p class="note">{name} holds the Mother Geyser: still there after the Firing, {name} wins.</p>
      ) : (
        <>
          <p>{holder ? `${holder} holds the Mother Geyser.` : 'Nobody holds the Mother Geyser.'} Moving in needs 3 normal geysers.</p>
          <button type="button" class="btn" disabled={whyNot !== null} aria-describedby={whyNot ? 'mother-why' : undefined} onClick={() => done(model.enterMother(me))}>
            Move {name} into the Mother Geyser
          </button>
          {whyNot && (
            <p id="mother-why" class="muted" data-testid="mother-why">
              Not now: {whyNot}.
            </p>
          )}
        </>
      )}
      <Problem text={msg} />
      <button type="button" class="btn btn-primary btn-big end-turn" disabled={open} aria-describedby={open ? 'end-why' : undefined} onClick={() => done(model.endTurn())}>
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
