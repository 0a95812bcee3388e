import type { GeyserModel } from '../model';
import { DiceEntry } from '../../../shared/ui/DiceEntry';
import { useReveal } from '../../../shared/ui/reveal';
import type { Steady } from '../../../shared/ui/steady';

/** Who starts: everybody rolls a d6 at once; only those tied for highest roll again (each roll's result in view). */
export function StartRoll({ model, steady }: { model: GeyserModel; steady: Steady }) {
  const g = model.game.value!;
  const rollers = model.startRollers.value;
  const name = (p: number) => g.players[p]!.name;
  const again = g.startRolls.length > 0;
  const box = useReveal<HTMLElement>(`start-${g.startRolls.length}`);
  return (
    <section class="panel" aria-labelledby="start-h" ref={box}>
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
        label="The start roll"
        settling={steady.settling}
        key={g.startRolls.length}
        groups={[{ dice: rollers.map((p) => ({ sides: 6, label: `${name(p)}'s die`, caption: name(p) })) }]}
        rollText={again ? `Roll again for ${rollers.map(name).join(' and ')}` : 'Roll for everybody'}
        onRoll={() => steady.run(() => model.rollStart('app'))}
        onFaces={(f) => steady.run(() => model.rollStart(f.flat()))}
      />
    </section>
  );
}
