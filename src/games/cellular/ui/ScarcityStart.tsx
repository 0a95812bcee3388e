import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import type { CellularModel } from '../model';
import { Problem, useRefusal } from '../../../shared/ui/Problem';
import { useReveal } from '../../../shared/ui/reveal';
import type { Steady } from '../../../shared/ui/steady';

/** The form's fields: who contends, and for what; in view as it opens, with its Start. */
function Fields({ children }: { children: ComponentChildren }) {
  const box = useReveal<HTMLDivElement>('open');
  return (
    <div class="stack" ref={box}>
      {children}
    </div>
  );
}

/** Starting a Scarcity roll: who contends, and for what. */
export function StartForm({ model, steady }: { model: CellularModel; steady: Steady }) {
  const g = model.game.value!;
  const [open, setOpen] = useState(false);
  const [who, setWho] = useState<number[]>(g.players.map((_, i) => i));
  const suggest = g.step === 'compete' ? 'the Competition' : '';
  const [prize, setPrize] = useState(suggest);
  const [msg, setMsg] = useRefusal();
  const start = () => {
    const r = model.startScarcity(who, prize);
    setMsg(r);
    if (!r) setOpen(false);
  };
  return (
    <>
      <button
        type="button"
        class="btn"
        aria-expanded={open}
        onClick={() => {
          // The form stays mounted from step to step: suggest "the Competition" when it is that step now.
          if (!open && (prize === '' || prize === 'the Competition')) setPrize(suggest);
          setOpen(!open);
        }}
      >
        Start a Scarcity roll…
      </button>
      {open && (
        <Fields>
          <PlayerChecks legend="Contenders" names={g.players.map((m) => m.name)} who={who} setWho={setWho} />
          <label class="field">
            <span>For what</span>
            <input value={prize} maxLength={40} placeholder="the Competition, a Trait…" onInput={(e) => setPrize(e.currentTarget.value)} />
          </label>
          <Problem text={msg} />
          <button type="button" class="btn btn-primary" aria-disabled={steady.settling || undefined} onClick={() => steady.run(start)}>
            Start the Scarcity roll
          </button>
        </Fields>
      )}
    </>
  );
}

/** A checkbox a player, in seat order: who takes part in a roll (a Scarcity roll's contenders, a card-effect roll's rollers). */
export function PlayerChecks({ legend, names, who, setWho }: { legend: string; names: string[]; who: number[]; setWho: (who: number[]) => void }) {
  return (
    <fieldset class="choices">
      <legend data-focus>{legend}</legend>
      {names.map((name, p) => (
        <label key={p} class="choice">
          <input type="checkbox" checked={who.includes(p)} onChange={(e) => setWho(e.currentTarget.checked ? [...who, p] : who.filter((x) => x !== p))} />
          {name}
        </label>
      ))}
    </fieldset>
  );
}
