import { Reading } from './Reading';

/**
 * After a move lands on a geyser: where the new token the landing earns may go, on the board (the app does
 * not track squares). The rule text forbids only a square another tribe holds, and lets a tribe's own tokens
 * share a square, so a square the player's own tokens hold is one of the choices.
 */
export function NewToken({ name }: { name: string }) {
  return (
    <div class="new-token" data-testid="new-token" role="group" aria-labelledby="new-token-h">
      <h3 id="new-token-h">Place {name}'s new token around it:</h3>
      <ul class="token-squares">
        <li>✓ an empty square</li>
        <li>✓ one with {name}'s tokens</li>
        <li>✗ another tribe's</li>
      </ul>
      <Reading entry="new-token-square">Any square but another tribe's.</Reading>
    </div>
  );
}
