/** One line of a game's readable log. */
export interface LogEntry {
  at: number;
  text: string;
}

/** How many log lines a game keeps (the oldest go first). */
export const LOG_LIMIT = 1000;

/** The log with `text` appended at time `at`, trimmed to the limit. */
export function appendLog(log: readonly LogEntry[], text: string, at: number, limit = LOG_LIMIT): LogEntry[] {
  const next = [...log, { at, text }];
  return next.length > limit ? next.slice(next.length - limit) : next;
}
