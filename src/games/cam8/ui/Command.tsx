import { useEffect, useRef, useState } from 'preact/hooks';
import { FacesInput } from '../../../shared/ui/FacesInput';
import { Stepper } from '../../../shared/ui/Stepper';
import { ACTIONS, ACTION_NAMES, type Action, TARGETED_ACTIONS, actionNeeds, cardsText, describeModifier } from '../engine';
import type { Cam8Model, MoveResult } from '../model';
import { Odds } from './Odds';
import { reveal } from '../../../shared/ui/reveal';
import { Trade } from './Trade';
import { Problem, useRefusal } from '../../../shared/ui/Problem';
import { Reading } from './Reading';
import { actionReadings } from './readings';

function ActionPreview({ model, player, action, onDone }: { model: Cam8Model; player: number; action: Action; onDone: (r: MoveResult) => void }) {
  const g = model.game.value!;
  const targets = g.players.map((w, i) => ({ w, i })).filter(({ w, i }) => i !== player && !w.out);
  const aimed = TARGETED_ACTIONS.includes(action);
  const [target, setTarget] = useState<number | null>(aimed ? (targets[0]?.i ?? null) : null);
  const needs = actionNeeds(g, player, action, target);
  const [count, setCount] = useState<number | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const head = useRef<HTMLHeadingElement>(null);
  // This preview mounts when a player picks an action: bring its odds and roll up to the choice.
  useEffect(() => reveal(box.current, head.current), []);
  if ('error' in needs) return <p class="error">{needs.error}</p>;
  const dice = action === 'tunnel' ? Math.min(count ?? needs.dice, needs.dice) : needs.dice;
  const run = (faces: number[] | 'app') => onDone(model.act(player, action, target, faces, dice));
  const doIt =
    dice > 0 ? (
      <FacesInput count={dice} label={needs.name} onRoll={() => run('app')} onFaces={run} />
    ) : (
      <button type="button" class="btn btn-primary" onClick={() => run([])}>
        {needs.name}: do it
      </button>
    );
  return (
    <div class="preview stack" ref={box}>
      <h3 tabIndex={-1} ref={head}>
        {needs.name}
      </h3>
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
      {action === 'tunnel' && needs.dice > 1 && (
        <Stepper label="Tunnel tokens placed" value={dice} min={1} max={needs.dice} onChange={setCount} />
      )}
      <p data-testid="action-needs">
        <strong>{needs.summary}</strong>
        {needs.dice > 0 && <> · {needs.target}</>}
      </p>
      {needs.dice > 0 && <p data-testid="modifier">Each die: {describeModifier(needs.modifier)}</p>}
      {actionReadings(g, player, action, dice, target).map((r) => (
        <Reading key={r.id} entry={r.id}>
          {r.text}
        </Reading>
      ))}
      {needs.dice > 0 ? (
        <Odds model={model} player={player} action={action} target={target} dice={dice}>
          {doIt}
        </Odds>
      ) : (
        doIt
      )}
    </div>
  );
}

/** Command & Resolve: the active whale's actions left, a button per action, the preview, the roll. */
export function Command({ model }: { model: Cam8Model }) {
  const g = model.game.value!;
  const [chosen, setChosen] = useState<Action | null>(null);
  const [msg, setMsg] = useRefusal();
  if (g.active === null) {
    return (
      <section class="panel">
        <h2>Every whale has acted</h2>
        <p class="muted">Move on to Flooding.</p>
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
      <h2 id="cmd-h" data-testid="active-whale">
        {me.name} acts: {g.actionsLeft} of {me.size} action{me.size === 1 ? '' : 's'} left
      </h2>
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
      {chosen && <ActionPreview key={chosen} model={model} player={g.active} action={chosen} onDone={done} />}
      <Problem text={msg} />
      <button type="button" class="btn" onClick={() => done(model.pass(g.active!))}>
        {me.name} is done
      </button>
      <p class="muted">A whale that received a Psychic Assist may pay back with a trade:</p>
      <Trade model={model} />
    </section>
  );
}
