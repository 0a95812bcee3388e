import { useState } from 'preact/hooks';
import { DiceEntry } from '../../../shared/ui/DiceEntry';
import { percent } from '../../../shared/ui/percent';
import { Stepper } from '../../../shared/ui/Stepper';
import { type Goods, type Hamsters, type TradeHalf, type TradeOffer, type Whale, OCCUPATIONS, tradeChecks } from '../engine';
import type { Cam8Model } from '../model';
import { OCCUPATION_NAMES } from './names';
import { Problem, useRefusal } from '../../../shared/ui/Problem';
import { Reading } from './Reading';
import { useReveal } from '../../../shared/ui/reveal';
import { SteadyButton } from './flow';

let openings = 0;

/** How a checked half is settled: the table says it arrives or is lost, or the app rolls its check. */
type Verdict = 'arrives' | 'lost' | 'app';

type Good = 'krill' | (typeof OCCUPATIONS)[number];
const has = (w: Whale, k: Good) => (k === 'krill' ? w.krill : w.hamsters[k]);

// What each whale gives: a column per whale, a stepper per good it has (two to a row): a whole trade in a few lines of a phone.
// One way (an Assist's payment): only the first whale gives, its goods two to a row.
function GoodsTable({ owners, goods, oneWay, onChange }: { owners: [Whale, Whale]; goods: [Goods, Goods]; oneWay: boolean; onChange: (side: 0 | 1, g: Goods) => void }) {
  const sides: Array<0 | 1> = oneWay ? [0] : [0, 1];
  const kinds = (['krill', ...OCCUPATIONS] as Good[]).filter((k) => sides.some((side) => has(owners[side], k) > 0));
  const cell = (side: 0 | 1, k: Good) => {
    const owner = owners[side];
    const g = goods[side];
    const label = k === 'krill' ? 'krill' : OCCUPATION_NAMES[k];
    if (has(owner, k) === 0) return <span key={`${side}${k}`} class="muted">no {label}</span>;
    const value = k === 'krill' ? (g.krill ?? 0) : (g.hamsters?.[k] ?? 0);
    const set = (n: number) => onChange(side, k === 'krill' ? { ...g, krill: n } : { ...g, hamsters: { ...g.hamsters, [k]: n } as Partial<Hamsters> });
    return (
      <Stepper key={`${side}${k}`} class="stepper-compact" label={k === 'krill' ? 'Krill' : label} srLabel={`${owner.name} gives ${label}`} value={value} min={0} max={has(owner, k)} onChange={set} />
    );
  };
  return (
    <div class="goods" role="group" aria-label="What each whale gives">
      {oneWay ? (
        <p>
          <strong>{owners[0].name} gives</strong>
        </p>
      ) : (
        owners.map((w) => <strong key={w.name}>{w.name} gives</strong>)
      )}
      {kinds.flatMap((k) => sides.map((side) => cell(side, k)))}
      {kinds.length === 0 && <p class="muted">{oneWay ? `${owners[0].name} has nothing to give.` : 'Neither has anything to give.'}</p>}
    </div>
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
            groups={[{ dice: byApp.map((h) => ({ sides: 6, label: `Feral check for what ${giverOf(h)} gives`, caption: `What ${giverOf(h)} gives` })) }]}
            rollText="Roll the checks and trade"
            onRoll={() => props.onTrade('app')}
            onFaces={(f) => props.onTrade(f[0] ?? [])}
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

/**
 * A trade between two whales: krill and hamsters each way, with the Giant Feral check when it applies. With `payback`
 * (right after a Psychic Assist, the one trade of Command & Resolve): what its receiver pays its giver, one way.
 */
export function Trade({ model, payback }: { model: Cam8Model; payback?: { from: number; to: number } }) {
  const g = model.game.value!;
  const alive = g.players.map((w, i) => ({ w, i })).filter(({ w }) => !w.out);
  // Each opening of the form is a new key: the form comes into view, with its first field focused.
  const [open, setOpen] = useState<number | null>(null);
  const form = useReveal<HTMLDivElement>(open);
  const [picked, setFrom] = useState(alive[0]?.i ?? 0);
  const [toPicked, setTo] = useState(alive[1]?.i ?? 1);
  const [from, to] = payback ? [payback.from, payback.to] : [picked, toPicked];
  const paying = payback && `${g.players[from]!.name} pays ${g.players[to]!.name} for the Assist`;
  const [give, setGive] = useState<Goods>({});
  const [get, setGet] = useState<Goods>({});
  // The rules leave it to the table: never answered for them.
  const [connected, setConnected] = useState<boolean | null>(null);
  const [verdicts, setVerdicts] = useState<Partial<Record<TradeHalf, Verdict>>>({});
  const [msg, setMsg] = useRefusal();
  if (open === null) {
    return (
      <button type="button" class="btn" onClick={() => setOpen(++openings)}>
        {paying ?? 'Trade between whales'}…
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
    setOpen(null);
  };
  // What one whale offered means nothing for another, so changing a whale clears both sides. One tap a whale.
  const pick = (label: string, value: number, set: (n: number) => void) => (
    <fieldset class="whales">
      <legend>{label}</legend>
      {alive.map(({ w, i }) => (
        <label key={i} class="choice">
          <input
            type="radio"
            name={`trade-${label}`}
            checked={value === i}
            onChange={() => {
              set(i);
              setGive({});
              setGet({});
            }}
          />
          {w.name}
        </label>
      ))}
    </fieldset>
  );
  const make = (
    <div class="button-row">
      {'error' in checks ? (
        <p class="muted">{checks.error}.</p>
      ) : checks.halves.length > 0 ? null : (
        <SteadyButton primary onTap={() => done(model.trade(offer))}>
          {paying ? 'Pay for the Assist' : 'Make the trade'}
        </SteadyButton>
      )}
      <button type="button" class="btn btn-text" onClick={() => setOpen(null)}>
        Cancel trade
      </button>
    </div>
  );
  return (
    <div class="trade stack">
      {/* What comes into view when the form opens: the whales, their goods and the button that trades. */}
      <div class="stack" ref={form}>
        <h3>{paying ?? 'Trade'}</h3>
        {!payback && pick('From', from, setFrom)}
        {!payback && pick('With', to, setTo)}
        {from !== to && <GoodsTable owners={[g.players[from]!, g.players[to]!]} goods={[give, get]} oneWay={!!payback} onChange={(side, goods) => (side === 0 ? setGive(goods) : setGet(goods))} />}
        {!g.variants.giantFeral && make}
      </div>
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
      {!('error' in checks) && checks.halves.length > 0 && (
        <GiantFeralChecks
          halves={checks.halves}
          giverOf={(h) => g.players[h === 'give' ? from : to]!.name}
          verdicts={verdicts}
          onVerdict={(h, v) => setVerdicts({ ...verdicts, [h]: v })}
          appReading={`The app's check: one die with the Feral modifier (−${g.feralLevel}); below 1 the half never arrives (${percent(checks.lost.p)} a half).`}
          onTrade={(faces) => {
            const told = Object.fromEntries(checks.halves.filter((h) => verdicts[h] === 'arrives' || verdicts[h] === 'lost').map((h) => [h, verdicts[h] === 'lost'])) as Partial<Record<TradeHalf, boolean>>;
            done(model.trade(offer, faces === 'app' ? undefined : faces, told));
          }}
        />
      )}
      <Problem text={msg} />
      {g.variants.giantFeral && make}
    </div>
  );
}
