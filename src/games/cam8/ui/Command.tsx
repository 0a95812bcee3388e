import { useState } from 'preact/hooks';
import { FacesInput } from '../../../shared/ui/FacesInput';
import { Problem, useRefusal } from '../../../shared/ui/Problem';
import { useReveal } from '../../../shared/ui/reveal';
import { Stepper } from '../../../shared/ui/Stepper';
import { ACTIONS, ACTION_NAMES, type Action, TARGETED_ACTIONS, actionNeeds, cardsText, describeModifier } from '../engine';
import type { Cam8Model, MoveResult } from '../model';
import { SteadyButton } from './flow';
import { AllOdds, DieOdds } from './Odds';
import { NextButton } from './PhaseBar';
import { Reading } from './Reading';
import { ReceiptView } from './ReceiptView';
import { Trade } from './Trade';
import { actionReadings } from './readings';

function ActionPreview({ model, player, action, onDone }: { model: Cam8Model; player: number; action: Action; onDone: (r: MoveResult) => void }) {
  const g = model.game.value!;
  const targets = g.players.map((w, i) => ({ w, i })).filter(({ w, i }) => i !== player && !w.out);
  const aimed = TARGETED_ACTIONS.includes(action);
  const [target, setTarget] = useState<number | null>(aimed ? (targets[0]?.i ?? null) : null);
  const needs = actionNeeds(g, player, action, target);
  const [count, setCount] = useState<number | null>(null);
  // This preview mounts when a player picks an action: its odds and its roll come into view, up to the roll.
  const box = useReveal<HTMLDivElement>(action);
  if ('error' in needs) return <p class="error">{needs.error}</p>;
  const dice = action === 'tunnel' ? Math.min(count ?? needs.dice, needs.dice) : needs.dice;
  const run = (faces: number[] | 'app') => onDone(model.act(player, action, target, faces, dice));
  return (
    <div class="preview stack">
      <div class="stack" ref={box}>
        <h3>{needs.name}</h3>
        {aimed && (
          <fieldset class="targets">
            <legend>Target</legend>
            {targets.map(({ w, i }) => (
              <label key={i} class="choice">
                <input type="radio" name="target" checked={target === i} onChange={() => setTarget(i)} />
                {w.name}
              </label>
            ))}
          </fieldset>
        )}
        {action === 'tunnel' && needs.dice > 1 && <Stepper label="Tunnel tokens placed" value={dice} min={1} max={needs.dice} onChange={setCount} />}
        <p data-testid="action-needs">
          <strong>{needs.summary}</strong>
          {/* The table of results says the rest; Tunnel's tells the table what to do on the board first. */}
          {action === 'tunnel' && <> · {needs.target}</>}
        </p>
        {needs.dice > 0 && <p data-testid="modifier">Each die: {describeModifier(needs.modifier)}</p>}
        {needs.dice > 0 && <DieOdds model={model} player={player} action={action} target={target} dice={dice} />}
        {dice > 0 ? (
          <FacesInput count={dice} label={needs.name} onRoll={() => run('app')} onFaces={run} />
        ) : (
          <SteadyButton primary onTap={() => run([])}>
            {needs.name}: do it
          </SteadyButton>
        )}
      </div>
      {/* The readings and the longer tables follow the roll: one tap away, never between the action and its roll. */}
      {actionReadings(g, player, action, dice, target).map((r) => (
        <Reading key={r.id} entry={r.id}>
          {r.text}
        </Reading>
      ))}
      {needs.dice > 0 && <AllOdds model={model} player={player} action={action} target={target} dice={dice} />}
    </div>
  );
}

/** Right after a Psychic Assist, the one trade of Command & Resolve: what its receiver pays its giver, if anything. */
function Payback({ model }: { model: Cam8Model }) {
  const p = model.game.value!.payback;
  if (!p) return null;
  return (
    <div class="trade-payback stack">
      <Reading entry="assist-payback-trade">The receiver may pay for the Assist now, once; no other trade until Diplomacy.</Reading>
      <Trade model={model} payback={p} />
    </div>
  );
}

/** Command & Resolve: the active whale's actions left, a button per action, the preview, the roll. */
export function Command({ model }: { model: Cam8Model }) {
  const g = model.game.value!;
  const [chosen, setChosen] = useState<Action | null>(null);
  const [msg, setMsg] = useRefusal();
  // Each whale's each action is a new step for the table: its name, the last receipt and the actions come into view.
  const head = useReveal<HTMLDivElement>(`${g.turn}:${g.active}:${g.actionsLeft}`);
  if (g.active === null) {
    return (
      <section class="panel">
        <div class="stack" ref={head}>
          <h2>Every whale has acted</h2>
          <ReceiptView />
          <Payback model={model} />
          <NextButton model={model} />
        </div>
      </section>
    );
  }
  const me = g.players[g.active]!;
  const list = ACTIONS.filter((a) => a !== 'layTrails' || g.variants.hamsterTrails);
  const done = (r: MoveResult) => {
    setMsg(r);
    if (!r) setChosen(null);
  };
  return (
    <section class="panel" aria-labelledby="cmd-h" key={`${g.active}-${g.actionsLeft}`}>
      <div class="stack" ref={head}>
        <h2 id="cmd-h" data-testid="active-whale">
          {me.name} acts: {g.actionsLeft} of {me.size} action{me.size === 1 ? '' : 's'} left
        </h2>
        <ReceiptView />
        <Payback model={model} />
        <p class="muted" data-testid="card-order">
          In card order: {cardsText(g)}.
        </p>
        <div class="action-grid" role="group" aria-label="Actions">
          {list.map((a) => (
            <button key={a} type="button" class="btn" aria-pressed={chosen === a} onClick={() => setChosen(chosen === a ? null : a)}>
              {ACTION_NAMES[a]}
            </button>
          ))}
        </div>
        {!chosen && (
          <SteadyButton onTap={() => done(model.pass(g.active!))}>
            {me.name} is done
          </SteadyButton>
        )}
      </div>
      {chosen && <ActionPreview key={chosen} model={model} player={g.active} action={chosen} onDone={done} />}
      <Problem text={msg} />
      {chosen && (
        <SteadyButton onTap={() => done(model.pass(g.active!))}>
          {me.name} is done
        </SteadyButton>
      )}
      <NextButton model={model} />
    </section>
  );
}
