import { useState } from 'preact/hooks';
import { DiceEntry } from '../../../shared/ui/DiceEntry';
import { percent } from '../../../shared/ui/percent';
import { Stepper } from '../../../shared/ui/Stepper';
import { type Goods, type Hamsters, type TradeOffer, type Whale, OCCUPATIONS, tradeChecks } from '../engine';
import type { Cam8Model } from '../model';
import { OCCUPATION_NAMES } from './names';
import { Problem } from '../../../shared/ui/Problem';

function GoodsPicker({ owner, goods, onChange }: { owner: Whale; goods: Goods; onChange: (g: Goods) => void }) {
  const h = goods.hamsters ?? {};
  return (
    <fieldset class="goods">
      <legend>{owner.name} gives</legend>
      <Stepper label="Krill" srLabel={`${owner.name} gives krill`} value={goods.krill ?? 0} min={0} max={owner.krill} onChange={(krill) => onChange({ ...goods, krill })} />
      {OCCUPATIONS.map((o) => (
        <Stepper
          key={o}
          label={OCCUPATION_NAMES[o]}
          srLabel={`${owner.name} gives ${OCCUPATION_NAMES[o]}`}
          value={h[o] ?? 0}
          min={0}
          max={owner.hamsters[o]}
          onChange={(n) => onChange({ ...goods, hamsters: { ...h, [o]: n } as Partial<Hamsters> })}
        />
      ))}
    </fieldset>
  );
}

/** A trade between two whales: krill and hamsters each way, with the Giant Feral check when it applies. */
export function Trade({ model }: { model: Cam8Model }) {
  const g = model.game.value!;
  const alive = g.players.map((w, i) => ({ w, i })).filter(({ w }) => !w.out);
  const [open, setOpen] = useState(false);
  const [from, setFrom] = useState(alive[0]?.i ?? 0);
  const [to, setTo] = useState(alive[1]?.i ?? 1);
  const [give, setGive] = useState<Goods>({});
  const [get, setGet] = useState<Goods>({});
  const [connected, setConnected] = useState(true);
  const [msg, setMsg] = useState<string | null>(null);
  if (!open) {
    return (
      <button type="button" class="btn" onClick={() => setOpen(true)}>
        Trade between whales…
      </button>
    );
  }
  const offer: TradeOffer = { from, to, give, get, ...(g.variants.giantFeral ? { connected } : {}) };
  const checks = tradeChecks(g, offer);
  const done = (r: ReturnType<Cam8Model['trade']>) => {
    if (r && 'error' in r) return setMsg(r.error);
    setGive({});
    setGet({});
    setMsg(null);
    setOpen(false);
  };
  // What one whale offered means nothing for another, so changing a whale clears both sides.
  const pick = (label: string, value: number, set: (n: number) => void) => (
    <label class="field">
      <span>{label}</span>
      <select
        value={value}
        onChange={(e) => {
          set(Number(e.currentTarget.value));
          setGive({});
          setGet({});
        }}
      >
        {alive.map(({ w, i }) => (
          <option key={i} value={i}>
            {w.name}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <div class="trade stack">
      <h3>Trade</h3>
      <div class="two-cols">
        {pick('From', from, setFrom)}
        {pick('With', to, setTo)}
      </div>
      {from !== to && (
        <>
          <GoodsPicker owner={g.players[from]!} goods={give} onChange={setGive} />
          <GoodsPicker owner={g.players[to]!} goods={get} onChange={setGet} />
        </>
      )}
      {g.variants.giantFeral && (
        <label class="choice">
          <input type="checkbox" checked={connected} onChange={(e) => setConnected(e.currentTarget.checked)} />
          Their tunnels connect
        </label>
      )}
      {'error' in checks ? (
        <p class="muted">{checks.error}.</p>
      ) : checks.halves.length > 0 ? (
        <>
          <p>
            Giant Feral Hamsters: {checks.halves.length === 1 ? 'one check' : 'a check for each half'}; each half is lost on a die of {g.feralLevel} or less ({percent(checks.lost.p)}).
          </p>
          <DiceEntry
            groups={checks.halves.map((h) => {
              const giver = g.players[h === 'give' ? from : to]!.name;
              return { name: `What ${giver} gives`, dice: [{ sides: 6, label: `Feral check for what ${giver} gives` }] };
            })}
            rollText="Roll the checks and trade"
            onRoll={() => done(model.trade(offer))}
            onFaces={(f) => done(model.trade(offer, f.map((row) => row[0] as number)))}
          />
        </>
      ) : (
        <button type="button" class="btn btn-primary" onClick={() => done(model.trade(offer))}>
          Make the trade
        </button>
      )}
      <Problem text={msg} />
      <button type="button" class="btn btn-text" onClick={() => setOpen(false)}>
        Cancel trade
      </button>
    </div>
  );
}
