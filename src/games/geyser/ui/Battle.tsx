import { useState } from 'preact/hooks';
import { type Battle as BattleState, type BattleOdds, type GeyserState, MOTHER_NEEDS, RINGS, type Square, battleOdds, battleWinChance, geysersControlled, normalGeysers, ringName } from '../engine';
import type { GeyserModel } from '../model';
import { DiceEntry } from '../../../shared/ui/DiceEntry';
import { chanceText, geysers } from './format';
import { Problem, useRefusal } from '../../../shared/ui/Problem';
import { Reading } from './Reading';

const squareText = (g: GeyserState, at: Square) => (at === null ? 'on plain ground' : at === 'mother' ? 'on the Mother Geyser' : `on a ${ringName(g, at)} geyser`);

/** The attacker's exact chances of one battle roll, before it is rolled. */
function Odds({ odds, attacker }: { odds: BattleOdds; attacker: string }) {
  return (
    <table class="odds" data-testid="battle-odds">
      <caption>{attacker}'s chances (exact): this roll, and the whole battle</caption>
      <tbody>
        <tr>
          <th scope="row">Wins</th>
          <td>{chanceText(odds.win)}</td>
        </tr>
        <tr>
          <th scope="row">Loses</th>
          <td>{chanceText(odds.lose)}</td>
        </tr>
        <tr>
          <th scope="row">Ties</th>
          <td>{chanceText(odds.tie)}</td>
        </tr>
        <tr class="whole-battle">
          <th scope="row">Wins the battle, attacking again on every tie</th>
          <td data-testid="battle-whole">{chanceText(battleWinChance(odds.attackerBonus, odds.defenderBonus))}</td>
        </tr>
      </tbody>
    </table>
  );
}

const sideText = (g: GeyserState, p: number, role: string) => `${g.players[p]!.name} ${role}: d6 + ${geysers(geysersControlled(g, p))} controlled`;

/** Choosing whom the current player attacks and where, with the odds before anything is rolled. */
function AttackForm({ model, me }: { model: GeyserModel; me: number }) {
  const g = model.game.value!;
  const others = g.players.map((_, i) => i).filter((i) => i !== me);
  const [defender, setDefender] = useState(others[0]!);
  const [at, setAt] = useState<Square>(null);
  const [msg, setMsg] = useRefusal();
  const them = g.players[defender]!;
  const squares: Square[] = [null, ...RINGS.filter((r) => them.geysers[r] > 0), ...(g.mother === defender ? (['mother'] as const) : [])];
  const where = squares.includes(at) ? at : null;
  const mine = normalGeysers(g, me);
  const name = g.players[me]!.name;
  const attack = () => {
    const r = model.attack(me, defender, where);
    setMsg(r);
  };
  return (
    <div class="attack stack">
      <fieldset class="choices">
        <legend>{name} attacks</legend>
        {others.map((p) => (
          <label key={p} class="choice">
            <input type="radio" name="defender" checked={defender === p} onChange={() => setDefender(p)} />
            {g.players[p]!.name} ({geysers(geysersControlled(g, p))})
          </label>
        ))}
      </fieldset>
      <fieldset class="choices">
        <legend>Where {them.name}'s token stands</legend>
        {squares.map((s) => {
          const blocked = s === 'mother' && mine < MOTHER_NEEDS;
          return (
            <label key={String(s)} class="choice">
              <input type="radio" name="square" checked={where === s} disabled={blocked} onChange={() => setAt(s)} />
              {s === null ? 'Plain ground' : s === 'mother' ? `The Mother Geyser${blocked ? ` (needs ${MOTHER_NEEDS} normal geysers; ${name} has ${mine})` : ''}` : `A ${ringName(g, s)} geyser`}
            </label>
          );
        })}
      </fieldset>
      <p>
        {sideText(g, me, 'attacks')}
        <br />
        {sideText(g, defender, 'defends')}
      </p>
      <Odds odds={battleOdds(geysersControlled(g, me), geysersControlled(g, defender))} attacker={name} />
      <Problem text={msg} />
      <button type="button" class="btn btn-primary" onClick={attack}>
        {name} attacks {them.name}
      </button>
    </div>
  );
}

// What the finished battle did to the square.
function endText(g: GeyserState, b: BattleState): string {
  const [a, d] = [g.players[b.attacker]!.name, g.players[b.defender]!.name];
  if (b.ended === 'retreated') return `${a} retreated; the turn is over.`;
  if (b.ended === 'defender won') return `${d} wins: ${a} removes that token.`;
  const took = b.at === 'mother' ? ` ${a} now holds the Mother Geyser.` : b.at ? ` ${a} now controls that ${ringName(g, b.at)} geyser.` : '';
  const token = b.at === null ? '' : ` ${a} may place a new token on a free square around it (not on another player's square).`;
  return `${a} wins: ${d} removes that token.${took}${token}`;
}

/** A battle under way: each roll, the tie choice (retreat or attack again), and how it ended. */
function BattleView({ model, b }: { model: GeyserModel; b: BattleState }) {
  const g = model.game.value!;
  const [again, setAgain] = useState(false);
  const [msg, setMsg] = useRefusal();
  const [a, d] = [g.players[b.attacker]!.name, g.players[b.defender]!.name];
  const last = b.rolls.at(-1);
  const tie = b.ended === null && last?.outcome === 'tie';
  const rolling = b.ended === null && (!tie || again);
  return (
    <div class="battle stack">
      <h4 data-testid="battle-title">
        {a} attacks {d} {squareText(g, b.at)}
      </h4>
      {b.rolls.length > 0 && (
        <ol class="roll-list" aria-label="Battle rolls">
          {b.rolls.map((r, i) => (
            <li key={i}>
              {a} {r.attacker.face}+{r.attacker.geysers}={r.attacker.total} · {d} {r.defender.face}+{r.defender.geysers}={r.defender.total}:{' '}
              <strong>{r.outcome === 'tie' ? 'tie' : r.outcome === 'win' ? `${a} wins` : `${d} wins`}</strong>
            </li>
          ))}
        </ol>
      )}
      {b.ended !== null && (
        <p class="note" data-testid="battle-end">
          {endText(g, b)}
        </p>
      )}
      {b.ended === 'attacker won' && b.at === 'mother' && (
        <Reading entry="mother-new-token">The Mother Geyser counts as a geyser landed on, so a new token may go around it.</Reading>
      )}
      {tie && !again && (
        <>
          <p class="note">A tie: {a} retreats (the turn is over) or attacks again.</p>
          <Odds odds={battleOdds(geysersControlled(g, b.attacker), geysersControlled(g, b.defender))} attacker={a} />
          <div class="button-row">
            <button type="button" class="btn btn-primary grow-btn" onClick={() => setAgain(true)}>
              Attack again
            </button>
            <button type="button" class="btn grow-btn" onClick={() => setMsg(model.retreat())}>
              Retreat
            </button>
          </div>
        </>
      )}
      {rolling && (
        <>
          <p>
            {sideText(g, b.attacker, 'attacks')}
            <br />
            {sideText(g, b.defender, 'defends')}
          </p>
          <Odds odds={battleOdds(geysersControlled(g, b.attacker), geysersControlled(g, b.defender))} attacker={a} />
          <DiceEntry
            groups={[
              { name: `${a} attacks`, dice: [{ sides: 6, label: `${a}'s die (attacks)` }] },
              { name: `${d} defends`, dice: [{ sides: 6, label: `${d}'s die (defends)` }] },
            ]}
            rollText={b.rolls.length ? 'Roll again' : 'Roll the battle'}
            onRoll={() => model.battle('app')}
            onFaces={(f) => model.battle(f.flat())}
          />
        </>
      )}
      <Problem text={msg} />
    </div>
  );
}

/** Battle: attacker and defender, the exact odds before the roll, and the roll. */
export function Battle({ model }: { model: GeyserModel }) {
  const g = model.game.value!;
  const me = model.current.value!;
  const b = g.battle;
  const [open, setOpen] = useState(false);
  const mine = b !== null && b.attacker === me;
  return (
    <section class="battle-panel" aria-labelledby="battle-h">
      <h3 id="battle-h">Battle</h3>
      {mine ? (
        <BattleView key={b.rolls.length} model={model} b={b} />
      ) : g.moved ? (
        <p class="muted">{g.players[me]!.name} has made this turn's move: no battle now.</p>
      ) : (
        <>
          <button type="button" class="btn" aria-expanded={open} onClick={() => setOpen(!open)}>
            {g.players[me]!.name} attacks a token…
          </button>
          {open && <AttackForm model={model} me={me} />}
        </>
      )}
    </section>
  );
}
