import { useState } from 'preact/hooks';
import { FacesInput } from '../../../shared/ui/FacesInput';
import { percent } from '../../../shared/ui/percent';
import { Stepper } from '../../../shared/ui/Stepper';
import { type Meal, feedFeral, feedOptions, mealPlan, totalHamsters } from '../engine';
import { hamstersWord } from '../engine/hamsters';
import type { Cam8Model, MoveResult } from '../model';
import { Problem, useRefusal } from '../../../shared/ui/Problem';
import { useReveal } from '../../../shared/ui/reveal';
import { SteadyButton } from './flow';
import { NextButton } from './PhaseBar';
import { Reading } from './Reading';
import { ReceiptView } from './ReceiptView';
import { FEED_READINGS, SMALLER_MEAL_READING } from './readings';

const MEAL_NAMES: Record<Meal, string> = { size: 'Eat its size', triple: 'Eat 3× size, 1 growth die', sextuple: 'Eat 6× size, 2 growth dice', less: 'Eat less than its size' };


function FeedWhale({ model, player, onDone }: { model: Cam8Model; player: number; onDone: (r: MoveResult) => void }) {
  const g = model.game.value!;
  const w = g.players[player]!;
  const options = feedOptions(g, player);
  const [meal, setMeal] = useState<Meal>('size');
  // A smaller meal: from nothing up to one krill less than its size (and no more than it has).
  const most = Math.min(w.size - 1, w.krill);
  const [less, setLess] = useState(most);
  const dice = options.find((o) => o.meal === meal)?.dice ?? 0;
  const plan = mealPlan(g, player, meal, less);
  const run = (faces: number[] | 'app') => onDone(model.feed(player, meal, faces, less));
  return (
    <fieldset class="player-card feed-whale" style={{ borderLeftColor: w.colour }}>
      <legend>
        {w.name}: size {w.size}, {w.krill} krill, {hamstersWord(totalHamsters(w.hamsters))}
      </legend>
      {options.map((o) => (
        <label key={o.meal} class="choice">
          <input type="radio" name={`meal-${player}`} checked={meal === o.meal} disabled={!o.affordable} onChange={() => setMeal(o.meal)} />
          {MEAL_NAMES[o.meal]} ({o.eats} krill){!o.affordable ? ': not enough krill' : o.dice > 0 ? `: grows ${percent(o.p)}` : ''}
        </label>
      ))}
      <label class="choice">
        <input type="radio" name={`meal-${player}`} checked={meal === 'less'} onChange={() => setMeal('less')} />
        {MEAL_NAMES.less}: drops a size, the krill left feeds its hamsters
      </label>
      {/* Marked as the smaller meal is chosen, beside its krill (issue 39: no block of readings above the whales). */}
      {meal === 'less' && <Reading entry="smaller-meal">{SMALLER_MEAL_READING}</Reading>}
      {meal === 'less' && <Stepper label="Krill it eats" srLabel={`${w.name} eats`} value={less} min={0} max={most} onChange={setLess} />}
      <p class={plan.short || plan.unfed > 0 ? 'warn' : 'muted'} data-testid="meal-plan">
        {w.name} {plan.text}
        {dice > 0 ? ', before the growth roll.' : '.'}
      </p>
      {dice > 0 ? (
        <FacesInput count={dice} label={`${w.name} growth`} rollText={`Feed ${w.name}: roll to grow`} onRoll={() => run('app')} onFaces={run} />
      ) : (
        <SteadyButton primary onTap={() => run([])}>
          Feed {w.name}
        </SteadyButton>
      )}
    </fieldset>
  );
}

/** Feed: each whale eats (size, 3× or 6× with growth dice, or less), then its hamsters eat or flee; the tracker moves when all have fed. */
export function Feed({ model }: { model: Cam8Model }) {
  const g = model.game.value!;
  const [msg, setMsg] = useRefusal();
  const hungry = g.players.map((w, i) => ({ w, i })).filter(({ w, i }) => !w.out && !g.fed.includes(i));
  // Each whale fed is a new step: the receipt and the next whale to feed come into view.
  const head = useReveal<HTMLDivElement>(`${g.turn}:feed:${g.fed.length}`);
  const [first, ...rest] = hungry;
  return (
    <section class="panel" aria-labelledby="feed-h">
      <div class="stack" ref={head}>
        <h2 id="feed-h">Feed</h2>
        <ReceiptView />
        {first ? <FeedWhale key={first.i} model={model} player={first.i} onDone={setMsg} /> : <p>Every whale has eaten.</p>}
        <Problem text={msg} />
        {!first && <NextButton model={model} />}
      </div>
      {rest.map(({ i }) => (
        <FeedWhale key={i} model={model} player={i} onDone={setMsg} />
      ))}
      {first && <NextButton model={model} />}
      {/* The readings, one tap away each, after the whales (not between the phase and its first whale). */}
      <Reading entry="simultaneous-feed">
        Growth rolls count Feral {feedFeral(g)} (as Feed began); fled hamsters move the tracker once all have fed{g.fled > 0 ? ` (${g.fled} so far)` : ''}.
      </Reading>
      {FEED_READINGS.map((r) => (
        <Reading key={r.id} entry={r.id}>
          {r.text}
        </Reading>
      ))}
    </section>
  );
}
