/** News between tabs of the app: which games one tab has just stored. */
export interface TabNews {
  tell(ids: readonly string[]): void;
  close(): void;
}

const CHANNEL = 'tablemate';

/** Tells other tabs which games this tab stored, and hears what they stored (BroadcastChannel; silent where missing). */
export function tabNews(hear: (ids: string[]) => void): TabNews {
  if (typeof BroadcastChannel === 'undefined') return { tell: () => {}, close: () => {} };
  const channel = new BroadcastChannel(CHANNEL);
  channel.addEventListener('message', (e: MessageEvent<unknown>) => {
    const ids = (e.data as { ids?: unknown } | null)?.ids;
    if (Array.isArray(ids) && ids.every((x) => typeof x === 'string')) hear(ids);
  });
  // A BroadcastChannel reaches only this origin's tabs: it takes no target origin.
  // oxlint-disable-next-line unicorn/require-post-message-target-origin
  const tell = (ids: readonly string[]) => channel.postMessage({ ids: [...ids] });
  return { tell, close: () => channel.close() };
}
