import { useState } from 'preact/hooks';
import { DiceEntry } from '../../../shared/ui/DiceEntry';
import { cardsLeft, cardsText, initiativeOrder, initiativeTies, nextPicker, rollOffBegun } from '../engine';
import type { Cam8Model, MoveResult } from '../model';
import { Problem, useRefusal } from '../../../shared/ui/Problem';
import { useReveal } from '../../../shared/ui/reveal';
import { SteadyButton } from './flow';
import { NextButton } from './PhaseBar';
import { Reading } from './Reading';
import { ReceiptView } from './ReceiptView';
import { KRILL_OFFER_READING } from './readings';

/** Initiative: fewest Politicians pick first; the krill offer and the roll-off for ties. */
export function Initiative({ model }: { model: Cam8Model }) {
  const g = model.game.value!;
  const so = model.rollOffSoFar.value;
  const [chosenPaid, setPaid] = useState<number[]>([]);
  const [msg, setMsg] = useRefusal();
  const name = (i: number) => g.players[i]!.name;
  const head = useReveal<HTMLDivElement>(`${g.turn}:order`);
  if (g.initiative.length > 0) return <Cards model={model} />;
  // Once the roll-off has begun, who paid is saved with the dice and can no longer change.
  const rolling = rollOffBegun(so);
  const paid = rolling ? (so.paid ?? []) : chosenPaid;
  const d = { paid, rolls: so.rolls ?? {} };
  const ties = initiativeTies(g, d);
  const order = initiativeOrder(g, d);
  const mustRoll = ties.flatMap((t) => t.mustRoll);
  const done = (r: MoveResult) => setMsg(r);
  return (
    <section class="panel" aria-labelledby="init-h">
      <div class="stack" ref={head}>
        <h2 id="init-h">Who picks first</h2>
        <p class="muted">Fewest Politicians pick first.</p>
        {ties.length === 0 && <p>No ties.</p>}
        {ties.map((t) => (
          <div key={t.politicians} class="tie">
            <p>
              Tied with {t.politicians} Politician{t.politicians === 1 ? '' : 's'}: {t.players.map(name).join(', ')}.
            </p>
            {t.payer === null ? (
              <p class="muted">Nobody has strictly the most krill, so nobody may pay.</p>
            ) : (
              <label class="choice">
                <input
                  type="checkbox"
                  checked={t.paid}
                  disabled={rolling}
                  onChange={(e) => {
                    const others = chosenPaid.filter((p) => p !== t.payer);
                    setPaid(e.currentTarget.checked ? [...others, t.payer!] : others);
                  }}
                />
                {name(t.payer)} (most krill, {g.players[t.payer]!.krill}) pays 1 krill to pick first{rolling ? ' (decided before the roll-off)' : ''}
              </label>
            )}
            {t.players.some((p) => d.rolls[p]?.length) && (
              <p data-testid="roll-off">
                Rolled:{' '}
                {t.players
                  .filter((p) => d.rolls[p]?.length)
                  .map((p) => `${name(p)} ${d.rolls[p]!.join(' then ')}`)
                  .join('; ')}
              </p>
            )}
          </div>
        ))}
        {mustRoll.length > 0 ? (
          <>
            <p>
              {rolling ? 'Still tied' : 'To roll'}: {mustRoll.map(name).join(', ')}, a die each (highest picks first).
            </p>
            {/* One row of faces a whale, named over it: the dice fit a phone's width. */}
            <DiceEntry
              groups={[{ dice: mustRoll.map((p) => ({ sides: 6, label: `${name(p)}'s tie-break die`, caption: name(p) })) }]}
              rollText={`Roll for ${mustRoll.map(name).join(', ')}`}
              onRoll={() => model.rollOff(paid, 'app')}
              onFaces={(f) => model.rollOff(paid, f[0] ?? [])}
            />
          </>
        ) : (
          !('error' in order) && (
            <>
              <p>
                Order: <strong>{order.map(name).join(', ')}</strong>
              </p>
              <SteadyButton primary onTap={() => done(model.initiative(d))}>
                Set this pick order
              </SteadyButton>
            </>
          )
        )}
        <Problem text={msg} />
      </div>
      {ties.length > 0 && <Reading entry="krill-offer">{KRILL_OFFER_READING}</Reading>}
    </section>
  );
}

/** The initiative cards: in pick order each whale takes any card left (one tap on the suggested lowest); Command & Resolve goes in card order. */
function Cards({ model }: { model: Cam8Model }) {
  const g = model.game.value!;
  const [msg, setMsg] = useRefusal();
  const name = (i: number) => g.players[i]!.name;
  const picker = nextPicker(g);
  const left = cardsLeft(g);
  const head = useReveal<HTMLDivElement>(`${g.turn}:cards`);
  return (
    <section class="panel" aria-labelledby="init-h">
      <div class="stack" ref={head}>
        <h2 id="init-h">Initiative cards</h2>
        <ReceiptView />
        <p class="muted">Command & Resolve goes from card 1 up.</p>
        <ol class="order" data-testid="pick-order">
          {g.initiative.map((i) => (
            <li key={i}>
              {name(i)}: {g.cards[i]! > 0 ? <strong>card {g.cards[i]}</strong> : i === picker ? 'picking now' : 'to pick'}
            </li>
          ))}
        </ol>
        {picker === null ? (
          <p data-testid="card-order">
            <strong>{cardsText(g)}</strong>. Next: Command & Resolve.
          </p>
        ) : (
          <fieldset class="stack">
            <legend>{name(picker)} takes a card</legend>
            <div class="button-row">
              {left.map((c, k) => (
                <SteadyButton key={c} primary={k === 0} onTap={() => setMsg(model.pickCard(picker, c))}>
                  Card {c}
                  {k === 0 ? ' (lowest left)' : ''}
                </SteadyButton>
              ))}
            </div>
            <p class="muted">"Next" deals the lowest cards left, in pick order.</p>
          </fieldset>
        )}
        <Problem text={msg} />
        <NextButton model={model} />
      </div>
    </section>
  );
}
