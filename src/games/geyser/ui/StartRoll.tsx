import type { GeyserModel } from '../model';
import { DiceEntry } from '../../../shared/ui/DiceEntry';

/** Who starts: everybody rolls a d6 at once; only those tied for highest roll again. */
export function StartRoll({ model }: { model: GeyserModel }) {
  const g = model.game.value!;
  const rollers = model.startRollers.value;
  const name = (p: number) => g.players[p]!.name;
  const again = g.startRolls.length > 0;
  return (
    <section class="panel" aria-labelledby="start-h">
      <h2 id="start-h">Who starts?</h2>
      <p>{again ? `${rollers.map(name).join(' and ')} tied for highest: only they roll again.` : 'Everybody rolls a d6 at once; the highest roll starts.'}</p>
      {again && (
        <ol class="roll-list" aria-label="Start rolls so far">
          {g.startRolls.map((round, k) => (
            <li key={k}>{round.map((d) => `${name(d.player)} ${d.face}`).join(' · ')}</li>
          ))}
        </ol>
      )}
      <DiceEntry
        key={g.startRolls.length}
        groups={rollers.map((p) => ({ name: name(p), dice: [{ sides: 6, label: `${name(p)}'s die` }] }))}
        rollText={again ? `Roll again for ${rollers.map(name).join(' and ')}` : 'Roll for everybody'}
        onRoll={() => model.rollStart('app')}
        onFaces={(f) => model.rollStart(f.flat())}
      />
    </section>
  );
}
