import { type GeyserState, type Ring, RINGS, boardRings, chance, ringName } from '../engine';
import { Reading } from './Reading';
import type { GeyserModel } from '../model';
import { DiceEntry } from '../../../shared/ui/DiceEntry';
import { chanceText, geysers } from './format';

// Ways two d6 make each sum: 1 way for 2, 2 for 3, … 6 for 7.
const ways = (sum: number) => 6 - Math.abs(7 - sum);
const ringChance = (g: GeyserState, ring: Ring) => chance((g.rings[RINGS.indexOf(ring)] ?? []).reduce((n, s) => n + ways(s), 0), 36);
// The rings as the app reads them when the board was not set otherwise: n with 14 − n, 7 alone.
const isDefault = (g: GeyserState) => g.rings.map((r) => r.join('/')).join(',') === '2/12,3/11,4/10,5/9,6/8,7';

/** The Geyser Firing due after the round: who rolls, what each ring risks, and the 2d6. */
export function FiringPanel({ model }: { model: GeyserModel }) {
  const g = model.game.value!;
  const roller = g.players[model.firingRoller.value!]!.name;
  return (
    <section class="panel" aria-labelledby="firing-h">
      <h2 id="firing-h">Round {g.round} is over: {roller} rolls 2d6</h2>
      <p class="muted">The sum fires the ring printed with it; every token on those geysers is destroyed.</p>
      <table class="rings">
        <caption>What each ring risks</caption>
        <thead>
          <tr>
            <th scope="col">Ring</th>
            <th scope="col">Fires</th>
            <th scope="col">Held there</th>
          </tr>
        </thead>
        <tbody>
          {boardRings(g).map((r) => {
            const held = g.players.filter((t) => t.geysers[r] > 0).map((t) => `${t.name} ${t.geysers[r]}`);
            return (
              <tr key={r}>
                <th scope="row">{ringName(g, r)}</th>
                <td>{chanceText(ringChance(g, r))}</td>
                <td>{held.length ? held.join(', ') : '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {isDefault(g) ? (
        <Reading entry="ring-pairs">
          The rule text names only the 6/8 ring; pairing every other sum n with 14 − n (7 alone) is the app's reading. A board printed differently is set at setup.
        </Reading>
      ) : (
        <p class="muted">The rings as this table's board prints them (set at setup).</p>
      )}
      <DiceEntry
        key={g.firings.length}
        groups={[{ name: `${roller}'s dice`, dice: [{ sides: 6, label: `${roller}'s first die` }, { sides: 6, label: `${roller}'s second die` }] }]}
        rollText="Roll the Geyser Firing"
        onRoll={() => model.fire('app')}
        onFaces={(f) => model.fire(f.flat())}
      />
    </section>
  );
}

/** The last Firing, its ring shown large ("6/8 fires"), and who lost what. */
export function LastFiring({ model }: { model: GeyserModel }) {
  const g = model.game.value!;
  const f = g.firings.at(-1);
  if (!f) return null;
  const losses = f.lost.flatMap((n, p) => (n > 0 ? [`${g.players[p]!.name} lost ${geysers(n)}`] : []));
  return (
    <section class="fired" aria-labelledby="fired-h">
      <h2 id="fired-h">Round {f.round} Firing</h2>
      <p class="fired-ring" data-testid="fired-ring">
        {ringName(g, f.ring)} fires
      </p>
      <p>
        {g.players[f.roller]!.name} rolled {f.faces[0]} + {f.faces[1]} = {f.sum}. {losses.length ? `${losses.join(', ')}.` : 'Nobody held a geyser there.'}
      </p>
    </section>
  );
}
