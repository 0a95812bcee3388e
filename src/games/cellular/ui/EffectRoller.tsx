import { useState } from 'preact/hooks';
import { Stepper } from '../../../shared/ui/Stepper';
import { DiceEntry } from '../../../shared/ui/DiceEntry';
import { DICE, type DiceSet, countDice, expandDice, formatDice, noDice, scarcityOpen } from '../engine';
import type { CellularModel } from '../model';
import { dieSlots, nameOf } from './dice-text';
import { useReveal } from '../../../shared/ui/reveal';
import type { Steady } from '../../../shared/ui/steady';

/**
 * A roll a card asks for: dice picked from one Microbe, rolled in the app or typed from real dice, then
 * back to the Center (the text's rule for every roll) unless the card says they stay.
 */
export function EffectRoller({ model, steady }: { model: CellularModel; steady: Steady }) {
  const g = model.game.value!;
  const [open, setOpen] = useState(false);
  const [player, setPlayer] = useState(0);
  const [pick, setPick] = useState<DiceSet>(noDice());
  const [keep, setKeep] = useState(false);
  const m = g.players[player] ?? g.players[0]!;
  // A pick never asks for more than the Microbe holds now (dice move between rolls).
  const fit: DiceSet = { d4: Math.min(pick.d4, m.dice.d4), d6: Math.min(pick.d6, m.dice.d6), d8: Math.min(pick.d8, m.dice.d8), d12: Math.min(pick.d12, m.dice.d12) };
  const kinds = DICE.filter((d) => m.dice[d] > 0);
  const last = g.effect;
  const busy = scarcityOpen(g);
  const after = (r: { error: string } | null) => {
    if (!r) setPick(noDice());
    return r;
  };
  // Opened, and after each roll: the roller and its last result in view.
  const box = useReveal<HTMLDivElement>(open ? `effect-${last ? `${last.player}:${last.dice.map((d) => d.face).join()}` : 'none'}` : null);
  return (
    <details class="effect-roll" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>Roll for a card effect</summary>
      <div class="stack" ref={box}>
        {last && (
          <p class="note" data-testid="effect-last">
            Last: {nameOf(g, last.player)} rolled {last.dice.map((d) => `${d.die} ${d.face}`).join(' + ')} = <strong>{last.total}</strong>;{' '}
            {last.kept ? 'the dice stayed in the Microbe.' : 'the dice went back to the Center.'}
          </p>
        )}
        {busy ? (
          <p class="muted">Finish the Scarcity roll first.</p>
        ) : (
          <>
            <label class="field">
              <span>Whose dice</span>
              <select
                value={player}
                onChange={(e) => {
                  setPlayer(Number(e.currentTarget.value));
                  setPick(noDice());
                }}
              >
                {g.players.map((x, p) => (
                  <option key={p} value={p}>
                    {x.name}
                  </option>
                ))}
              </select>
            </label>
            {kinds.length === 0 ? (
              <p class="muted">{m.name}'s Microbe has no dice: take some from the Center first.</p>
            ) : (
              <>
                <div class="stepper-grid" role="group" aria-label={`Dice ${m.name} rolls`}>
                  {kinds.map((d) => (
                    <Stepper key={d} class="stepper-compact" label={d} srLabel={`${m.name} rolls ${d}`} value={fit[d]} min={0} max={m.dice[d]} onChange={(n) => setPick({ ...fit, [d]: n })} />
                  ))}
                </div>
                <label class="choice">
                  <input type="checkbox" checked={keep} onChange={(e) => setKeep(e.currentTarget.checked)} />
                  The card says the dice stay in the Microbe
                </label>
                {countDice(fit) > 0 && (
                  <DiceEntry
                    label={`${m.name}'s card-effect roll`}
                    settling={steady.settling}
                    key={`${player}|${formatDice(fit)}`}
                    groups={[{ dice: dieSlots(m.name, expandDice(fit)) }]}
                    rollText={`Roll ${formatDice(fit)}`}
                    onRoll={() => steady.run(() => after(model.rollEffect(player, fit, keep, 'app')))}
                    onFaces={(f) => steady.run(() => after(model.rollEffect(player, fit, keep, f[0] ?? [])))}
                  />
                )}
              </>
            )}
          </>
        )}
      </div>
    </details>
  );
}
