/**
 * A share link's query as a game reads it: the value of one parameter, or null when the link
 * has none. A plain getter, so `fromLink` stays pure (the shell wraps `URLSearchParams`).
 */
export type LinkParam = (name: string) => string | null;
