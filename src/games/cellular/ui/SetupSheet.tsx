import { formatDice, genePool, setupSheet } from '../engine';

/** What the table sets up for this many players: the Center's dice, Traits to remove, Mutations, Genomes. */
export function SetupSheet({ players, snakeDraft }: { players: number; snakeDraft: boolean }) {
  const sheet = setupSheet(players);
  if ('error' in sheet) return <p class="error">{sheet.error}</p>;
  const pool = genePool(players);
  return (
    <ul class="sheet" data-testid="setup-sheet">
      <li>
        Dice in the Center: <strong>{formatDice(sheet.center)}</strong> (3 d4, 2 d6 and 1 d8 per player, plus 1 d12)
      </li>
      <li>
        Traits to remove from the Source: <strong>{sheet.removeTraits === 0 ? 'none' : sheet.removeTraits}</strong>
      </li>
      <li>
        Mutation cards: <strong>{sheet.mutations}</strong>, one each
      </li>
      <li>
        Each Round's Gene Pool: <strong>{pool.total} cards</strong> ({pool.evolutions} Evolutions, {pool.adaptations} Adaptations, {pool.traits} Traits); each player draws 8
      </li>
      {snakeDraft && (
        <li>
          Starting Genomes laid face up for the snake draft: <strong>{sheet.genomes}</strong>
        </li>
      )}
    </ul>
  );
}
