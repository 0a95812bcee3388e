interface Sentinel {
  released: boolean;
  release(): Promise<void>;
}
interface WakeLockApi {
  request(type: 'screen'): Promise<Sentinel>;
}

/**
 * Keeps the screen on while `enabled` and held. The browser drops the lock whenever the page
 * is hidden, so it is taken again each time the page becomes visible. Silent where unsupported.
 */
export function keepAwake(doc: Document = document, nav: Navigator = navigator): () => void {
  const api = (nav as Navigator & { wakeLock?: WakeLockApi }).wakeLock;
  if (!api) return () => {};
  let sentinel: Sentinel | null = null;
  let active = true;
  const take = async () => {
    if (!active || doc.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
    try {
      sentinel = await api.request('screen');
      if (!active) void sentinel.release();
    } catch {
      // Refused (battery saver, no user gesture yet): the screen simply may dim.
    }
  };
  const onVisible = () => void take();
  doc.addEventListener('visibilitychange', onVisible);
  void take();
  return () => {
    active = false;
    doc.removeEventListener('visibilitychange', onVisible);
    void sentinel?.release().catch(() => {});
    sentinel = null;
  };
}
