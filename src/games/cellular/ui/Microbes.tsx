import { Stepper } from '../../../shared/ui/Stepper';
import { DICE, busyProblemText, formatDice } from './dice-text';
import type { MoveResult } from '../../../shared/refusal';
import type { CellularModel } from '../model';
import { Problem, useRefusal } from '../../../shared/ui/Problem';

/** The Center's supply and the dice in each Microbe; + takes a die from the Center, − puts one back. */
export function Microbes({ model }: { model: CellularModel }) {
  const g = model.game.value!;
  const [msg, setMsg] = useRefusal();
  const done = (r: MoveResult) => setMsg(r);
  const locked = busyProblemText(g);
  return (
    <section aria-labelledby="dice-h">
      <h2 id="dice-h">Dice</h2>
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
          {g.players.map((m, p) => (
            <tr key={p}>
              <th scope="row">{m.name}</th>
              {DICE.map((d) => (
                <td key={d}>{m.dice[d]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {locked && <p class="muted">{locked}</p>}
      <Problem text={msg} />
      <ul class="player-cards microbes">
        {g.players.map((m, p) => (
          <li key={p} class="player-card microbe" style={{ borderLeftColor: m.colour }}>
            <details>
              <summary>
                <span class="microbe-name">{m.name}'s Microbe</span>
                <span class="muted">{formatDice(m.dice)}</span>
              </summary>
              <div class="stepper-grid" role="group" aria-label={`${m.name}'s dice`}>
                {DICE.map((d) => (
                  <Stepper
                    key={d}
                    label={d}
                    srLabel={`${m.name}'s ${d}`}
                    value={m.dice[d]}
                    min={locked ? m.dice[d] : 0}
                    max={locked ? m.dice[d] : m.dice[d] + g.center[d]}
                    onChange={(n) => done(n > m.dice[d] ? model.take(p, d) : model.giveBack(p, d))}
                  />
                ))}
              </div>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
