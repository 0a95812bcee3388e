import { useState } from 'preact/hooks';
import { CountPicker } from '../../../shared/ui/CountPicker';
import { ACTION_NAMES, type Need, OCCUPATIONS } from '../engine';
import type { Cam8Model } from '../model';
import { OCCUPATION_NAMES } from './names';
import { DiceList } from './ReceiptView';
import { Reading } from './Reading';
import { FLEE_READING } from './readings';
import { Problem, useRefusal } from '../../../shared/ui/Problem';
import { useReveal } from '../../../shared/ui/reveal';
import { SteadyButton } from './flow';

type Picks = Record<string, Record<string, number>>;

/** The dice are rolled; the owners now choose hamsters (new ones, given ones, fleeing ones). */
export function Choices({ model }: { model: Cam8Model }) {
  const g = model.game.value!;
  const p = model.pending.value!;
  const { needs, receipt } = model.waiting.value;
  const [picks, setPicks] = useState<Picks>({});
  const [msg, setMsg] = useRefusal();
  const what = p.kind === 'act' ? ACTION_NAMES[p.action] : 'Feed';
  // The choice and its Confirm come into view, small enough for a phone: only the kinds there are to pick from.
  const box = useReveal<HTMLElement>(JSON.stringify(p));
  const confirm = () => {
    const r = model.choose({ gain: picks.gain, give: picks.give, flee: picks.flee });
    setMsg(r);
  };
  const picker = (n: Need) => {
    if (n.kind === 'dice') return null;
    return (
      <CountPicker
        key={n.kind}
        legend={n.text}
        keys={'from' in n ? OCCUPATIONS.filter((o) => n.from[o] > 0) : OCCUPATIONS}
        names={OCCUPATION_NAMES}
        value={picks[n.kind] ?? {}}
        total={n.count}
        limit={'from' in n ? n.from : undefined}
        onChange={(v) => setPicks({ ...picks, [n.kind]: v as Record<string, number> })}
      />
    );
  };
  return (
    <section class="panel" aria-labelledby="choice-h" ref={box}>
      <h2 id="choice-h">
        {g.players[p.player]!.name}: {what}
        {p.faces.length > 0 && `, rolled ${p.faces.join(', ')}`}
      </h2>
      {receipt && <DiceList receipt={receipt} />}
      {/* One die's effect is the whole result: said once. */}
      {receipt && (receipt.dice.length !== 1 || receipt.dice[0]!.effect !== receipt.result) && <p class="receipt-result">{receipt.result}</p>}
      {/* Only real dice can wait: an Engineer or a meal without growth dice rolled nothing. */}
      {p.faces.length > 0 && <p class="muted">The dice are saved; choose to finish the move (or undo it).</p>}
      {needs.map(picker)}
      {needs.some((n) => n.kind === 'flee') && <Reading entry="owner-chooses-fleeing">{FLEE_READING}</Reading>}
      <Problem text={msg} />
      <SteadyButton primary onTap={confirm}>
        Confirm
      </SteadyButton>
    </section>
  );
}
