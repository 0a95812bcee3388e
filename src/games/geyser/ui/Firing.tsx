import { type Firing, type GeyserState, type Ring, RINGS, boardRings, chance, ringName } from '../engine';
import { Reading } from './Reading';
import type { GeyserModel } from '../model';
import { DiceEntry } from '../../../shared/ui/DiceEntry';
import { useReveal } from '../../../shared/ui/reveal';
import { chanceText, geysers } from './format';
import type { Steady } from '../../../shared/ui/steady';

// Ways two d6 make each sum: 1 way for 2, 2 for 3, … 6 for 7.
const ways = (sum: number) => 6 - Math.abs(7 - sum);
const ringChance = (g: GeyserState, ring: Ring) => chance((g.rings[RINGS.indexOf(ring)] ?? []).reduce((n, s) => n + ways(s), 0), 36);
// The rings as the app reads them when the board was not set otherwise: n with 14 − n, 7 alone.
const isDefault = (g: GeyserState) => g.rings.map((r) => r.join('/')).join(',') === '2/12,3/11,4/10,5/9,6/8,7';

/** The Geyser Firing due after the round, in view when it is due: who rolls, the 2d6, and what each ring risks. */
export function FiringPanel({ model, steady }: { model: GeyserModel; steady: Steady }) {
  const g = model.game.value!;
  const roller = g.players[model.firingRoller.value!]!.name;
  // The roll is what the table waits for: in view with its dice; what each ring risks follows it.
  const box = useReveal<HTMLDivElement>(`firing-${g.round}`);
  return (
    <section class="panel firing" aria-labelledby="firing-h">
      <div ref={box} class="stack">
        <h2 id="firing-h">Round {g.round} is over: {roller} rolls 2d6</h2>
        <DiceEntry
          label={`${roller}'s Firing roll`}
          settling={steady.settling}
          key={g.firings.length}
          groups={[{ dice: [{ sides: 6, label: `${roller}'s first die`, caption: `${roller}: first die` }, { sides: 6, label: `${roller}'s second die`, caption: `${roller}: second die` }] }]}
          rollText="Roll the Geyser Firing"
          onRoll={() => steady.run(() => model.fire('app'))}
          onFaces={(f) => steady.run(() => model.fire(f.flat()))}
        />
      </div>
      <table class="rings">
        <caption>What each ring risks: its tokens are destroyed</caption>
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
    </section>
  );
}

const lossText = (g: GeyserState, f: Firing) => {
  const losses = f.lost.flatMap((n, p) => (n > 0 ? [`${g.players[p]!.name} lost ${geysers(n)}`] : []));
  return `${g.players[f.roller]!.name} rolled ${f.faces[0]} + ${f.faces[1]} = ${f.sum}. ${losses.length ? `${losses.join(', ')}.` : 'Nobody held a geyser there.'}`;
};

/** The Firing just rolled, its ring shown large ("6/8 fires"), and who lost what: the result the table reads now. */
export function FiredCard({ model, f, level = 3 }: { model: GeyserModel; f: Firing; level?: 2 | 3 }) {
  const g = model.game.value!;
  const Head = level === 2 ? 'h2' : 'h3';
  return (
    <div class="fired" data-testid="fired-now">
      <Head>
        Round {f.round} Firing:{' '}
        <span class="fired-ring" data-testid="fired-ring">
          {ringName(g, f.ring)} fires
        </span>
      </Head>
      <p>{lossText(g, f)}</p>
    </div>
  );
}

/** The last Firing once play has moved past it: small, below the play, and named as last round's. */
export function LastFiring({ model }: { model: GeyserModel }) {
  const g = model.game.value!;
  const f = g.firings.at(-1);
  if (!f) return null;
  return (
    <section class="fired-before" aria-labelledby="fired-before-h" data-testid="last-firing">
      <h2 id="fired-before-h">Last round's Firing</h2>
      <p>
        Round {f.round}: {ringName(g, f.ring)} fired. {lossText(g, f)}
      </p>
    </section>
  );
}
