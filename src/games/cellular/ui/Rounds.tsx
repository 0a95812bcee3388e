import { HAND_SIZE, ROUNDS, ROUND_STEPS, STEP_NAMES, dealCounts, genePool, snakeOrder } from '../engine';
import type { CellularModel } from '../model';
import { CountInput } from './CountInput';
import { Problem, useRefusal } from '../../../shared/ui/Problem';
import { useReveal } from '../../../shared/ui/reveal';
import { useRevealAfter } from './reveal-after';
import type { Steady } from '../../../shared/ui/steady';

// What the table does at each step, in the app's words (RULES.md §6): the first line is shown, the rest one tap away.
const HINTS: Record<(typeof ROUND_STEPS)[number], string[]> = {
  genePool: ['Shuffle the Gene Pool face down into the Center, turn a Competition card face up, and deal.'],
  draft: [
    'Everyone picks a card in hand; once all have picked, the picked cards go face up together; pass hands left until no cards are left.',
    'Before picking, anyone may draw a card from the Gene Pool; whoever does removes a card in their hand from the game.',
    'Players with no cards in hand are skipped.',
    'Once all have picked, everyone places the picked card face up into their Microbe at the same time, and the Draft effects happen together.',
    'Then anyone may give another player one of their Mutations to take a card from that player\'s Microbe into their own.',
  ],
  compete: [
    'Follow the Competition card: its winner puts the card and the whole Gene Pool face down into their Microbe (1 Nutrient each at the end).',
    'No clear winner: a Scarcity roll among the tied (or everybody).',
  ],
  roundEnd: ['Activate Round End Adaptations; those that Converge go first.', 'A tie for an Adaptation\'s condition pays nobody: no reward and no penalty.'],
};

/** The Starting Genome snake draft: seat order, then the reverse, 2 picks each (the pick itself is tapped at the foot). */
export function SnakeDraft({ model }: { model: CellularModel }) {
  const g = model.game.value!;
  const order = snakeOrder(g.players.length);
  const box = useReveal<HTMLElement>(`genome-${g.genomePicks}`);
  return (
    <section class="panel" aria-labelledby="draft-h" ref={box}>
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
    </section>
  );
}

/** This Round's Gene Pool: its count while it is set (fewer when the Source ran short), and how a short one was dealt. */
function GenePool({ model }: { model: CellularModel }) {
  const g = model.game.value!;
  const [msg, setMsg] = useRefusal();
  const n = g.players.length;
  const full = genePool(n);
  const dealt = dealCounts(g.genePool, n);
  const short = g.genePool < HAND_SIZE * n;
  return (
    <div class="gene-pool">
      {g.step === 'genePool' && (
        <>
          <p>
            Full: {full.evolutions} Evolutions, {full.adaptations} Adaptations and {full.traits} Traits: <strong>{full.total} cards</strong>.
          </p>
          <CountInput label="Cards in the Gene Pool (fewer when the Source decks ran short)" value={g.genePool} max={full.total} onCount={(cards) => setMsg(model.setGenePool(cards))} />
          <Problem text={msg} />
        </>
      )}
      {(short || g.step === 'genePool') && (
        <p data-testid="deal">
          {short ? `Only ${g.genePool} cards: dealt as evenly as possible, the odd cards to the earliest seats.` : `${g.genePool} cards: each player draws ${HAND_SIZE}.`}
        </p>
      )}
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

/**
 * The Round tracker, in view at each step (unless a Scarcity roll is what the table reads, `quiet`): Round of 3, its four steps, what to do (the first line, the rest
 * one tap away), the Gene Pool, and at the Competition a one-tap Scarcity roll for it. Next is at the foot.
 */
export function RoundTracker({ model, steady, quiet }: { model: CellularModel; steady: Steady; quiet: boolean }) {
  const g = model.game.value!;
  const [msg, setMsg] = useRefusal();
  const i = ROUND_STEPS.indexOf(g.step);
  const [first, ...more] = HINTS[g.step];
  const box = useRevealAfter<HTMLElement>(`${g.round}-${g.step}`, quiet);
  const everybody = g.players.map((_, p) => p);
  return (
    <section class="panel round-bar" aria-labelledby="round-h" ref={box}>
      <h2 id="round-h" data-testid="round-title">
        Round {g.round} of {ROUNDS} · {STEP_NAMES[g.step]}
      </h2>
      <ol class="step-list steps" aria-label={`Round ${g.round}'s steps`}>
        {ROUND_STEPS.map((s, k) => (
          <li key={s} class={k < i ? 'done' : k === i ? 'now' : ''} aria-current={k === i ? 'step' : undefined}>
            {STEP_NAMES[s]}
          </li>
        ))}
      </ol>
      <p class="hint">{first}</p>
      {more.length > 0 && (
        <details class="hints-box">
          <summary>More on {STEP_NAMES[g.step]}</summary>
          <ul class="hints" aria-label={`${STEP_NAMES[g.step]}: what to do`}>
            {more.map((h) => (
              <li key={h}>{h}</li>
            ))}
          </ul>
        </details>
      )}
      {g.step === 'compete' && (
        <button
          type="button"
          class="btn"
          aria-disabled={steady.settling || undefined}
          onClick={() => steady.run(() => setMsg(model.startScarcity(everybody, 'the Competition')))}
        >
          Scarcity roll for the Competition: everybody
        </button>
      )}
      <Problem text={msg} />
      <GenePool model={model} />
    </section>
  );
}
