import { useState } from 'preact/hooks';
import { FacesInput } from '../../../shared/ui/FacesInput';
import { percent } from '../../../shared/ui/percent';
import { type Meal, feedOptions, mealPlan, totalHamsters } from '../engine';
import type { Cam8Model, MoveResult } from '../model';
import { Problem } from '../../../shared/ui/Problem';

const MEAL_NAMES: Record<Meal, string> = { size: 'Eat its size', triple: 'Eat 3× size, 1 growth die', sextuple: 'Eat 6× size, 2 growth dice' };

function FeedWhale({ model, player, onDone }: { model: Cam8Model; player: number; onDone: (r: MoveResult) => void }) {
  const g = model.game.value!;
  const w = g.players[player]!;
  const options = feedOptions(g, player);
  const [meal, setMeal] = useState<Meal>('size');
  const chosen = options.find((o) => o.meal === meal)!;
  const plan = mealPlan(g, player, meal);
  const run = (faces: number[] | 'app') => onDone(model.feed(player, meal, faces));
  return (
    <fieldset class="player-card feed-whale" style={{ borderLeftColor: w.colour }}>
      <legend>
        {w.name}: size {w.size}, {w.krill} krill, {totalHamsters(w.hamsters)} hamsters
      </legend>
      {options.map((o) => (
        <label key={o.meal} class="choice">
          <input type="radio" name={`meal-${player}`} checked={meal === o.meal} disabled={!o.affordable} onChange={() => setMeal(o.meal)} />
          {MEAL_NAMES[o.meal]} ({o.eats} krill){o.dice > 0 ? `: grows ${percent(o.p)}` : ''}
          {!o.affordable && ' (not enough krill)'}
        </label>
      ))}
      <p class={plan.short || plan.unfed > 0 ? 'warn' : 'muted'} data-testid="meal-plan">
        {w.name} {plan.text}
        {chosen.dice > 0 ? ', before the growth roll.' : '.'}
      </p>
      {chosen.dice > 0 ? (
        <FacesInput count={chosen.dice} label={`${w.name} growth`} rollText={`Feed ${w.name}: roll to grow`} onRoll={() => run('app')} onFaces={run} />
      ) : (
        <button type="button" class="btn btn-primary" onClick={() => run([])}>
          Feed {w.name}
        </button>
      )}
    </fieldset>
  );
}

/** Feed: each whale eats (size, 3× or 6× with growth dice), then its hamsters eat or flee. */
export function Feed({ model }: { model: Cam8Model }) {
  const g = model.game.value!;
  const [msg, setMsg] = useState<string | null>(null);
  const hungry = g.players.map((w, i) => ({ w, i })).filter(({ w, i }) => !w.out && !g.fed.includes(i));
  const done = (r: MoveResult) => setMsg(r && 'error' in r ? r.error : null);
  return (
    <section class="panel" aria-labelledby="feed-h">
      <h2 id="feed-h">Feed</h2>
      {hungry.length === 0 ? <p>Every whale has eaten.</p> : hungry.map(({ i }) => <FeedWhale key={i} model={model} player={i} onDone={done} />)}
      <Problem text={msg} />
    </section>
  );
}
