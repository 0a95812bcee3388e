import { useState } from 'preact/hooks';
import { Stepper } from '../../../shared/ui/Stepper';
import { DiceEntry } from '../../../shared/ui/DiceEntry';
import { DICE, type DiceSet, contestOpen, contestText, countDice, expandDice, formatDice, noDice, scarcityOpen } from '../engine';
import type { CellularModel } from '../model';
import { dieSlots, nameOf } from './dice-text';
import { Problem, useRefusal } from '../../../shared/ui/Problem';
import { Reading } from '../../../shared/ui/Reading';
import { useReveal } from '../../../shared/ui/reveal';
import { PlayerChecks } from './ScarcityStart';
import type { Steady } from '../../../shared/ui/steady';

/** Players rolling against each other: who rolls, whether the card keeps the dice, then the secret picks begin. */
function AgainstForm({ model, steady, shown, keep, setKeep, onStarted }: { model: CellularModel; steady: Steady; shown: boolean; keep: boolean; setKeep: (k: boolean) => void; onStarted: () => void }) {
  const g = model.game.value!;
  const [who, setWho] = useState<number[]>(g.players.map((_, i) => i));
  const [msg, setMsg] = useRefusal();
  const start = () => {
    const r = model.startContest(who, keep);
    setMsg(r);
    // The picks go on in their own panel at the top: this form closes, so only the hand-over waits.
    if (!r) onStarted();
  };
  // Chosen (and while the roller is open), the form is what waits: its choices, the reading they follow and the button in view.
  const box = useReveal<HTMLDivElement>(shown ? 'against' : null);
  return (
    <div class="stack" ref={box}>
      <PlayerChecks legend="Who rolls against each other" names={g.players.map((m) => m.name)} who={who} setWho={setWho} />
      <label class="choice">
        <input type="checkbox" checked={keep} onChange={(e) => setKeep(e.currentTarget.checked)} />
        The card says the dice stay in the Microbe
      </label>
      <Reading kind="cellular" entry="effect-secret-picks">
        Each picks dice in secret, one after another in seat order, passing the phone; the picks show as the dice are cast.
      </Reading>
      <Problem text={msg} />
      <button type="button" class="btn btn-primary" aria-disabled={steady.settling || undefined} onClick={() => steady.run(start)}>
        Pick dice in secret
      </button>
    </div>
  );
}

/**
 * A roll a card asks for: one player's dice picked from their Microbe, or players rolling against each other,
 * each picking in secret (pass the phone); rolled in the app or typed from real dice, then back to the Center
 * (the text's rule for every roll) unless the card says they stay.
 */
export function EffectRoller({ model, steady }: { model: CellularModel; steady: Steady }) {
  const g = model.game.value!;
  const [open, setOpen] = useState(false);
  const [against, setAgainst] = useState(false);
  const [player, setPlayer] = useState(0);
  const [pick, setPick] = useState<DiceSet>(noDice());
  const [keep, setKeep] = useState(false);
  const m = g.players[player] ?? g.players[0]!;
  // A pick never asks for more than the Microbe holds now (dice move between rolls).
  const fit: DiceSet = { d4: Math.min(pick.d4, m.dice.d4), d6: Math.min(pick.d6, m.dice.d6), d8: Math.min(pick.d8, m.dice.d8), d12: Math.min(pick.d12, m.dice.d12) };
  const kinds = DICE.filter((d) => m.dice[d] > 0);
  const last = g.effect;
  const cast = g.contest?.rolls ? contestText(g) : null;
  const busy = scarcityOpen(g) ? 'Finish the Scarcity roll first.' : contestOpen(g) ? 'The card-effect roll is being picked above.' : null;
  const after = (r: { error: string } | null) => {
    if (!r) setPick(noDice());
    return r;
  };
  // Opened, and after each roll: the roller and its last result in view.
  const box = useReveal<HTMLDivElement>(open ? `effect-${last ? `${last.player}:${last.dice.map((d) => d.face).join()}` : (cast ?? 'none')}` : null);
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
          {cast && (
            <p class="note" data-testid="effect-last">
              Last: {cast}
            </p>
          )}
          {busy ? (
            <p class="muted">{busy}</p>
          ) : (
            <>
              <div class="segmented" role="radiogroup" aria-label="Who rolls">
                <label class="segment">
                  <input type="radio" name="effect-who" checked={!against} onChange={() => setAgainst(false)} />
                  <span>One player</span>
                </label>
                <label class="segment">
                  <input type="radio" name="effect-who" checked={against} onChange={() => setAgainst(true)} />
                  <span>Against each other</span>
                </label>
              </div>
              {against ? (
                <AgainstForm model={model} steady={steady} shown={open} keep={keep} setKeep={setKeep} onStarted={() => setOpen(false)} />
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
            </>
          )}
      </div>
    </details>
  );
}
