import { useState } from 'preact/hooks';
import { DiceEntry } from '../../../shared/ui/DiceEntry';
import { percent } from '../../../shared/ui/percent';
import { Stepper } from '../../../shared/ui/Stepper';
import { type Goods, type Hamsters, type TradeHalf, type TradeOffer, type Whale, OCCUPATIONS, tradeChecks } from '../engine';
import type { Cam8Model } from '../model';
import { OCCUPATION_NAMES } from './names';
import { Problem, useRefusal } from '../../../shared/ui/Problem';
import { Reading } from './Reading';

/** How a checked half is settled: the table says it arrives or is lost, or the app rolls its check. */
type Verdict = 'arrives' | 'lost' | 'app';

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

/** The Giant Feral checks: each half settled by the table (arrives or lost), or by the app's check (a reading) with dice. */
function GiantFeralChecks(props: {
  halves: TradeHalf[];
  giverOf: (h: TradeHalf) => string;
  verdicts: Partial<Record<TradeHalf, Verdict>>;
  onVerdict: (h: TradeHalf, v: Verdict) => void;
  appReading: string;
  onTrade: (faces: number[] | 'app') => void;
}) {
  const { halves, giverOf, verdicts } = props;
  const byApp = halves.filter((h) => verdicts[h] === 'app');
  const open = halves.filter((h) => verdicts[h] === undefined);
  return (
    <div class="stack">
      <p>Giant Feral Hamsters: a check for {halves.length === 1 ? 'the half that moves something' : 'each half'}. What did your table's check give?</p>
      {halves.map((h) => (
        <fieldset key={h} class="stack">
          <legend>What {giverOf(h)} gives</legend>
          {(
            [
              ['arrives', 'Arrives'],
              ['lost', 'Never arrives'],
              ['app', 'Let the app check it'],
            ] as const
          ).map(([v, text]) => (
            <label key={v} class="choice">
              <input type="radio" name={`check-${h}`} checked={verdicts[h] === v} onChange={() => props.onVerdict(h, v)} />
              {text}
            </label>
          ))}
        </fieldset>
      ))}
      {open.length > 0 ? (
        <p class="muted">Give each half its result to make the trade.</p>
      ) : byApp.length > 0 ? (
        <>
          <Reading entry="giant-feral-check">{props.appReading}</Reading>
          <DiceEntry
            groups={byApp.map((h) => ({ name: `What ${giverOf(h)} gives`, dice: [{ sides: 6, label: `Feral check for what ${giverOf(h)} gives` }] }))}
            rollText="Roll the checks and trade"
            onRoll={() => props.onTrade('app')}
            onFaces={(f) => props.onTrade(f.map((row) => row[0] as number))}
          />
        </>
      ) : (
        <button type="button" class="btn btn-primary" onClick={() => props.onTrade([])}>
          Make the trade
        </button>
      )}
    </div>
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
  // The rules leave it to the table: never answered for them.
  const [connected, setConnected] = useState<boolean | null>(null);
  const [verdicts, setVerdicts] = useState<Partial<Record<TradeHalf, Verdict>>>({});
  const [msg, setMsg] = useRefusal();
  if (!open) {
    return (
      <button type="button" class="btn" onClick={() => setOpen(true)}>
        Trade between whales…
      </button>
    );
  }
  const offer: TradeOffer = { from, to, give, get, ...(g.variants.giantFeral && connected !== null ? { connected } : {}) };
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
        <fieldset class="stack">
          <legend>Do their tunnels connect?</legend>
          <div class="button-row">
            <label class="choice">
              <input type="radio" name="connected" checked={connected === true} onChange={() => setConnected(true)} />
              Yes
            </label>
            <label class="choice">
              <input type="radio" name="connected" checked={connected === false} onChange={() => setConnected(false)} />
              No
            </label>
          </div>
        </fieldset>
      )}
      {'error' in checks ? (
        <p class="muted">{checks.error}.</p>
      ) : checks.halves.length > 0 ? (
        <GiantFeralChecks
          halves={checks.halves}
          giverOf={(h) => g.players[h === 'give' ? from : to]!.name}
          verdicts={verdicts}
          onVerdict={(h, v) => setVerdicts({ ...verdicts, [h]: v })}
          appReading={`The rules do not say how the check works. The app's check: one die with the Feral modifier (−${g.feralLevel}); below 1 the half never arrives (${percent(checks.lost.p)} a half).`}
          onTrade={(faces) => {
            const told = Object.fromEntries(checks.halves.filter((h) => verdicts[h] === 'arrives' || verdicts[h] === 'lost').map((h) => [h, verdicts[h] === 'lost'])) as Partial<Record<TradeHalf, boolean>>;
            done(model.trade(offer, faces === 'app' ? undefined : faces, told));
          }}
        />
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
