import { Stepper } from '../../../shared/ui/Stepper';
import { DIE_SIZES, MAX_GROUP, MAX_MODIFIER, countOf, poolText } from '../engine';
import type { DiceModel } from '../model';

/** Any mix of d4 to d20 and the two modifiers. */
export function PoolBuilder({ model }: { model: DiceModel }) {
  const pool = model.pool.value;
  return (
    <section class="pool" aria-labelledby="pool-h">
      <h2 id="pool-h">
        Dice to roll: <span class="pool-text" data-testid="pool-text">{poolText(pool)}</span>
      </h2>
      <div class="pool-grid">
        {DIE_SIZES.map((s) => (
          <Stepper key={s} class="stepper-compact" label={`d${s}`} value={countOf(pool, s)} min={0} max={MAX_GROUP} onChange={(n) => model.setCount(s, n)} />
        ))}
        <Stepper class="stepper-compact" label="Each die" signed value={pool.perDie} min={-MAX_MODIFIER} max={MAX_MODIFIER} onChange={model.setPerDie} />
        <Stepper class="stepper-compact" label="Total" signed value={pool.total} min={-MAX_MODIFIER} max={MAX_MODIFIER} onChange={model.setTotal} />
      </div>
    </section>
  );
}
