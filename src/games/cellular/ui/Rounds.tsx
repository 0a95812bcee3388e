import { HAND_SIZE, ROUNDS, ROUND_STEPS, STEP_NAMES, dealCounts, genePool, scarcityOpen, snakeOrder } from '../engine';
import type { MoveResult } from '../../../shared/refusal';
import type { CellularModel } from '../model';
import { CountInput } from './CountInput';
import { Problem, useRefusal } from '../../../shared/ui/Problem';

// What the table does at each step, in the app's words (RULES.md §6). Each line is one thing to do.
const HINTS: Record<(typeof ROUND_STEPS)[number], string[]> = {
  genePool: ['Shuffle the Gene Pool face down into the Center, turn a Competition card face up, and deal.'],
  draft: [
    'Before picking, anyone may draw a card from the Gene Pool; whoever does removes a card in their hand from the game.',
    'Everybody picks one card in secret. Players with no cards in hand are skipped.',
    'Once all have picked, reveal together: the cards go face up into the Microbes and their Draft effects happen at the same time.',
    'Then anyone may give another player one of their Mutations to take a card from that player\'s Microbe into their own.',
    'Pass your hand to the left, and repeat until nobody has a card in hand.',
  ],
  compete: [
    'Follow the Competition card: its winner puts the card and the whole Gene Pool face down into their Microbe (1 Nutrient each at the end).',
    'No clear winner: a Scarcity roll among the tied (or everybody).',
  ],
  roundEnd: ['Activate Round End Adaptations; those that Converge go first.', 'A tie for an Adaptation\'s condition pays nobody: no reward and no penalty.'],
};

/** The Starting Genome snake draft: seat order, then the reverse, 2 picks each. */
export function SnakeDraft({ model }: { model: CellularModel }) {
  const g = model.game.value!;
  const [msg, setMsg] = useRefusal();
  const picker = model.genomePicker.value;
  const order = snakeOrder(g.players.length);
  return (
    <section class="panel" aria-labelledby="draft-h">
      <h2 id="draft-h">Starting Genomes: snake draft</h2>
      <p class="muted">
        Lay {2 * g.players.length} Starting Genomes face up. Pick one each in seat order, then one each in reverse order.
      </p>
      <ol class="step-list snake" aria-label="Pick order">
        {order.map((p, i) => {
          const state = i < g.genomePicks ? 'done' : i === g.genomePicks ? 'now' : '';
          return (
            <li key={i} class={state} aria-current={state === 'now' ? 'step' : undefined}>
              {g.players[p]!.name}
              {state === 'done' && <span class="visually-hidden"> (picked)</span>}
            </li>
          );
        })}
      </ol>
      <Problem text={msg} />
      {picker !== null && (
        <button type="button" class="btn btn-primary btn-big" onClick={() => setMsg(model.pickGenome())}>
          {g.players[picker]!.name} picked a Starting Genome
        </button>
      )}
    </section>
  );
}

/** This Round's Gene Pool: its full size, the real count when the Source ran short, and how the cards are dealt. */
function GenePool({ model, done }: { model: CellularModel; done: (r: MoveResult) => void }) {
  const g = model.game.value!;
  const n = g.players.length;
  const full = genePool(n);
  const dealt = dealCounts(g.genePool, n);
  const short = g.genePool < HAND_SIZE * n;
  return (
    <div class="gene-pool">
      <h3>Gene Pool</h3>
      <p>
        Full: {full.evolutions} Evolutions, {full.adaptations} Adaptations and {full.traits} Traits: <strong>{full.total} cards</strong>.
      </p>
      {g.step === 'genePool' && (
        <CountInput label="Cards in the Gene Pool (fewer when the Source decks ran short)" value={g.genePool} max={full.total} onCount={(cards) => done(model.setGenePool(cards))} />
      )}
      <p data-testid="deal">
        {short ? `Only ${g.genePool} cards: dealt as evenly as possible, the odd cards to the earliest seats.` : `${g.genePool} cards: each player draws ${HAND_SIZE}.`}
      </p>
      {short && (
        <ul class="deal" aria-label="Cards dealt">
          {dealt.map((c, p) => (
            <li key={p}>
              {g.players[p]!.name}: <strong>{c}</strong>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The Round tracker: Round of 3, its four steps, the Gene Pool, and Next. */
export function RoundTracker({ model }: { model: CellularModel }) {
  const g = model.game.value!;
  const [msg, setMsg] = useRefusal();
  const done = (r: MoveResult) => setMsg(r);
  const i = ROUND_STEPS.indexOf(g.step);
  const after = ROUND_STEPS[i + 1];
  const nextText = after ? STEP_NAMES[after] : g.round < ROUNDS ? `Round ${g.round + 1}` : 'count Nutrients';
  const busy = scarcityOpen(g);
  return (
    <section class="round-bar" aria-labelledby="round-h">
      <h2 id="round-h" data-testid="round-title">
        Round {g.round} of {ROUNDS} · {STEP_NAMES[g.step]}
      </h2>
      <ol class="step-list steps">
        {ROUND_STEPS.map((s, k) => (
          <li key={s} class={k < i ? 'done' : k === i ? 'now' : ''} aria-current={k === i ? 'step' : undefined}>
            {STEP_NAMES[s]}
          </li>
        ))}
      </ol>
      {HINTS[g.step].length === 1 ? (
        <p>{HINTS[g.step][0]}</p>
      ) : (
        <ul class="hints" aria-label={`${STEP_NAMES[g.step]}: what to do`}>
          {HINTS[g.step].map((h) => (
            <li key={h}>{h}</li>
          ))}
        </ul>
      )}
      <GenePool model={model} done={done} />
      <Problem text={msg} />
      <button type="button" class="btn btn-primary" disabled={busy} aria-describedby={busy ? 'next-why' : undefined} onClick={() => done(model.next())}>
        Next: {nextText}
      </button>
      {busy && (
        <p id="next-why" class="muted">
          Finish the Scarcity roll first.
        </p>
      )}
    </section>
  );
}
