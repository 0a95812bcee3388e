import { useState } from 'preact/hooks';
import { type Battle as BattleState, type BattleOdds, type GeyserState, MOTHER_NEEDS, RINGS, type Square, battleOdds, battleWinChance, geysersControlled, normalGeysers, ringName } from '../engine';
import type { GeyserModel } from '../model';
import { DiceEntry } from '../../../shared/ui/DiceEntry';
import { chanceText, geysers } from './format';
import { Problem, useRefusal } from '../../../shared/ui/Problem';
import { useReveal } from '../../../shared/ui/reveal';
import { Reading } from './Reading';
import type { Steady } from '../../../shared/ui/steady';

const squareText = (g: GeyserState, at: Square) => (at === null ? 'on plain ground' : at === 'mother' ? 'on the Mother Geyser' : `on a ${ringName(g, at)} geyser`);
const side = (g: GeyserState, p: number) => `${g.players[p]!.name} d6 + ${geysersControlled(g, p)}`;

/** The attacker's exact chances of one battle roll, before it is rolled (the caption names the attacker first). */
function Odds({ g, attacker, defender }: { g: GeyserState; attacker: number; defender: number }) {
  const odds: BattleOdds = battleOdds(geysersControlled(g, attacker), geysersControlled(g, defender));
  return (
    <table class="odds" data-testid="battle-odds">
      <caption>
        {side(g, attacker)} against {side(g, defender)}
      </caption>
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

/** Choosing whom the current player attacks and where, with the odds before anything is rolled; in view as it opens. */
export function AttackForm({ model, me }: { model: GeyserModel; me: number }) {
  const g = model.game.value!;
  const others = g.players.map((_, i) => i).filter((i) => i !== me);
  const [defender, setDefender] = useState(others[0]!);
  const [at, setAt] = useState<Square>(null);
  const [msg, setMsg] = useRefusal();
  const box = useReveal<HTMLDivElement>('open');
  const them = g.players[defender]!;
  const squares: Square[] = [null, ...RINGS.filter((r) => them.geysers[r] > 0), ...(g.mother === defender ? (['mother'] as const) : [])];
  const where = squares.includes(at) ? at : null;
  const mine = normalGeysers(g, me);
  const name = g.players[me]!.name;
  const shut = g.mother === defender && mine < MOTHER_NEEDS;
  return (
    <div class="attack stack" ref={box}>
      <fieldset class="choices">
        <legend data-focus>{name} attacks</legend>
        <div class="gy-chips">
          {others.map((p) => (
            <label key={p} class="gy-chip">
              <input type="radio" name="defender" checked={defender === p} onChange={() => setDefender(p)} />
              <span>
                {g.players[p]!.name} ({geysers(geysersControlled(g, p))})
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset class="choices">
        <legend>Where {them.name}'s token stands</legend>
        <div class="gy-chips">
          {squares.map((s) => (
            <label key={String(s)} class="gy-chip">
              <input type="radio" name="square" checked={where === s} disabled={s === 'mother' && shut} aria-describedby={s === 'mother' && shut ? 'mother-shut' : undefined} onChange={() => setAt(s)} />
              <span>{s === null ? 'Plain ground' : s === 'mother' ? 'The Mother Geyser' : `A ${ringName(g, s)} geyser`}</span>
            </label>
          ))}
        </div>
        {shut && (
          <p id="mother-shut" class="muted" data-testid="mother-shut">
            The Mother Geyser needs {MOTHER_NEEDS} normal geysers; {name} has {mine}.
          </p>
        )}
      </fieldset>
      <Odds g={g} attacker={me} defender={defender} />
      <Problem text={msg} />
      <button type="button" class="btn btn-primary" onClick={() => setMsg(model.attack(me, defender, where))}>
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
  return `${a} wins: ${d} removes that token.${took}`;
}

/** A battle under way, in view after each roll: the rolls so far, the tie choice (retreat or attack again), and how it ended. */
export function BattleView({ model, b, steady }: { model: GeyserModel; b: BattleState; steady: Steady }) {
  const g = model.game.value!;
  const [again, setAgain] = useState(false);
  const [msg, setMsg] = useRefusal();
  const [a, d] = [g.players[b.attacker]!.name, g.players[b.defender]!.name];
  const last = b.rolls.at(-1);
  const tie = b.ended === null && last?.outcome === 'tie';
  const rolling = b.ended === null && (!tie || again);
  const box = useReveal<HTMLDivElement>(`${b.rolls.length}-${b.ended ?? (again ? 'again' : 'open')}`);
  const settling = steady.settling || undefined;
  return (
    <div class="battle stack" ref={box}>
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
          <Odds g={g} attacker={b.attacker} defender={b.defender} />
          <div class="button-row">
            <button type="button" class="btn btn-primary grow-btn" aria-disabled={settling} onClick={() => steady.run(() => setAgain(true))}>
              Attack again
            </button>
            <button type="button" class="btn grow-btn" aria-disabled={settling} onClick={() => steady.run(() => setMsg(model.retreat()))}>
              Retreat
            </button>
          </div>
        </>
      )}
      {rolling && (
        <>
          <Odds g={g} attacker={b.attacker} defender={b.defender} />
          <DiceEntry
            label="The battle roll"
            settling={steady.settling}
            groups={[
              {
                dice: [
                  { sides: 6, label: `${a}'s die (attacks)`, caption: `${a} attacks` },
                  { sides: 6, label: `${d}'s die (defends)`, caption: `${d} defends` },
                ],
              },
            ]}
            rollText={b.rolls.length ? 'Roll again' : 'Roll the battle'}
            onRoll={() => steady.run(() => model.battle('app'))}
            onFaces={(f) => steady.run(() => model.battle(f.flat()))}
          />
        </>
      )}
      <Problem text={msg} />
    </div>
  );
}
