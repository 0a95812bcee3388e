/** Player colours offered at setup, each with a name (colour is never the only mark: names are shown too). */
export const PLAYER_COLOURS = [
  { value: '#1f6fd1', name: 'Blue' },
  { value: '#d1451f', name: 'Orange' },
  { value: '#2f9e44', name: 'Green' },
  { value: '#b8860b', name: 'Gold' },
  { value: '#8e44ad', name: 'Purple' },
  { value: '#0f8b8d', name: 'Teal' },
] as const;

/** The colour of seat `i` in a new game. */
export function seatColour(i: number): string {
  return PLAYER_COLOURS[i % PLAYER_COLOURS.length]!.value;
}

/** The first colour no player has taken yet (or the first colour when all are taken). */
export function freeColour(taken: readonly { colour: string }[]): string {
  return PLAYER_COLOURS.find((c) => !taken.some((p) => p.colour === c.value))?.value ?? PLAYER_COLOURS[0].value;
}
