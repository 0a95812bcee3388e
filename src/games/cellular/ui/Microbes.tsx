import { useState } from 'preact/hooks';
import { Stepper } from '../../../shared/ui/Stepper';
import { DICE, busyProblemText, formatDice } from './dice-text';
import type { MoveResult } from '../../../shared/refusal';
import type { CellularModel } from '../model';
import { Problem, useRefusal } from '../../../shared/ui/Problem';

/**
 * The dice: one Microbe's at a time to change (+ takes a die from the Center, − puts one back), chosen by
 * name, so the steppers stay in one place however many play; then the Center and every Microbe in a table.
 */
export function Microbes({ model }: { model: CellularModel }) {
  const g = model.game.value!;
  const [msg, setMsg] = useRefusal();
  const [chosen, choose] = useState(0);
  const done = (r: MoveResult) => setMsg(r);
  const locked = busyProblemText(g);
  const p = Math.min(chosen, g.players.length - 1);
  const m = g.players[p]!;
  return (
    <section aria-labelledby="dice-h" class="dice">
      <h2 id="dice-h">Dice</h2>
      <div class="segmented whose" role="radiogroup" aria-label="Whose Microbe">
        {g.players.map((x, i) => (
          <label key={i} class="segment">
            <input type="radio" name="whose-dice" checked={i === p} onChange={() => choose(i)} />
            <span>{x.name}</span>
          </label>
        ))}
      </div>
      <div class="player-card microbe" style={{ borderLeftColor: m.colour }} data-testid="microbe">
        <p class="microbe-line">
          <span class="microbe-name">{m.name}'s Microbe</span> <span class="muted">{formatDice(m.dice)}</span>
        </p>
        <div class="stepper-grid" role="group" aria-label={`${m.name}'s dice`}>
          {DICE.map((d) => (
            <Stepper
              key={d}
              class="stepper-compact"
              label={d}
              srLabel={`${m.name}'s ${d}`}
              value={m.dice[d]}
              min={locked ? m.dice[d] : 0}
              max={locked ? m.dice[d] : m.dice[d] + g.center[d]}
              onChange={(n) => done(n > m.dice[d] ? model.take(p, d) : model.giveBack(p, d))}
            />
          ))}
        </div>
      </div>
      {locked && <p class="muted">{locked}</p>}
      <Problem text={msg} />
      <table class="dice-table" data-testid="dice-table">
        <caption>In the Center and each Microbe</caption>
        <thead>
          <tr>
            <th scope="col">Where</th>
            {DICE.map((d) => (
              <th key={d} scope="col">
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr class="center-row">
            <th scope="row">Center</th>
            {DICE.map((d) => (
              <td key={d}>{g.center[d]}</td>
            ))}
          </tr>
          {g.players.map((x, i) => (
            <tr key={i}>
              <th scope="row">{x.name}</th>
              {DICE.map((d) => (
                <td key={d}>{x.dice[d]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
