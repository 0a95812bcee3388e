// The play-flow check that runs in every page the suite opens: a new screen opens at its top, and whatever
// the app waits for (marked data-waits by shared/ui/reveal.ts: a choice, a result, a confirm) is in view,
// below the pinned line, and has the focus, once the page has settled after it appeared.
import type { BrowserContext } from '@playwright/test';

/** The in-page watcher: reports each problem through `window.__flowProblem` (bound by `watchFlow`). */
export const FLOW_WATCHER = `(() => {
  if (window !== window.top || window.__flowWatching) return;
  window.__flowWatching = true;
  const report = (text) => window.__flowProblem && window.__flowProblem(text);
  const where = () => document.documentElement.dataset.screen || location.hash || '/';
  const pinnedBottom = () => {
    const pin = document.querySelector('[data-pinned]');
    return pin ? Math.max(0, pin.getBoundingClientRect().bottom) : 0;
  };
  const footTop = () => {
    const foot = document.querySelector('[data-pinned-foot]');
    return foot ? Math.min(innerHeight, foot.getBoundingClientRect().top) : innerHeight;
  };
  const name = (el) => {
    const head = el.querySelector('h2, h3, h4, legend, strong, button');
    return ((head && head.textContent) || el.textContent || el.tagName).trim().replace(/\\s+/g, ' ').slice(0, 60);
  };
  // The player's own hands (the test's taps, keys and wheel) after something was revealed end the wait for it:
  // from then on the page moves because of them, not because of the reveal.
  let inputs = 0;
  for (const e of ['pointerdown', 'keydown', 'wheel', 'touchstart']) addEventListener(e, (ev) => ev.isTrusted && inputs++, { capture: true, passive: true });
  // Follows \`test()\` frame by frame: true if it holds in the first frame after the reveal (its scroll is
  // instant under reduced motion) or once the page has been still for two frames (a smooth or late scroll has
  // landed); if the player acts first, or after about 3 s, whether it ever held. (The test itself may scroll
  // the page from a script right after: that is not the app moving what it showed.)
  const verdict = (test, done) => {
    let last = NaN, still = 0, frames = 0, ever = false, first = null;
    const from = inputs;
    const tick = () => {
      const y = scrollY;
      still = y === last ? still + 1 : 0;
      last = y;
      const now = test();
      ever = ever || now;
      if (first === null) first = now;
      if (first || still >= 2) return done(first || now);
      if (inputs !== from || frames++ > 180) return done(ever);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  };
  const checked = new WeakMap();
  let revealed = 0;
  const checkWaits = () => {
    for (const el of document.querySelectorAll('[data-waits]')) {
      const key = el.dataset.waits;
      if (checked.get(el) === key) continue;
      checked.set(el, key);
      revealed++;
      const modal = document.querySelector('dialog[open]');
      if (modal && !modal.contains(el)) continue;
      const active = document.activeElement;
      // A result its live region says (data-waits-said) leaves the focus on the button that made it.
      if (!('waitsSaid' in el.dataset) && (!active || !el.contains(active))) report('"' + name(el) + '" waits for the player but does not have the focus (focus on ' + (active ? active.tagName.toLowerCase() + ' "' + (active.textContent || '').trim().slice(0, 30) + '"' : 'nothing') + ') on ' + where());
      const seen = () => {
        const r = el.getBoundingClientRect();
        return r.top >= pinnedBottom() - 1 && r.bottom <= footTop() + 1;
      };
      verdict(seen, (ok) => {
        if (ok || !el.isConnected || el.dataset.waits !== key) return;
        const r = el.getBoundingClientRect();
        report('"' + name(el) + '" waits for the player but is not in view: its box is ' + Math.round(r.top) + ' to ' + Math.round(r.bottom) + ' px, the view ' + Math.round(pinnedBottom()) + ' to ' + Math.round(footTop()) + ' px (scrolled ' + Math.round(scrollY) + ' px, ' + Math.round(performance.now()) + ' ms after the page opened), on ' + where());
      });
    }
  };
  let screen = null;
  const checkScreen = () => {
    const root = document.documentElement;
    const now = root.dataset.screen;
    if (!now || now === screen) return;
    screen = now;
    if (root.dataset.screenOpened !== 'top') return;
    const before = revealed;
    // A screen may open on the choice it waits for (revealed); otherwise it opens at its top.
    verdict(() => scrollY === 0 || revealed !== before || root.dataset.screen !== now, (ok) => {
      if (!ok) report('the new screen ' + now + ' opened ' + Math.round(scrollY) + ' px down, not at its top');
    });
  };
  let queued = false;
  const run = () => {
    queued = false;
    checkScreen();
    checkWaits();
  };
  const start = () => {
    new MutationObserver(() => {
      if (!queued) {
        queued = true;
        queueMicrotask(run);
      }
    }).observe(document.documentElement, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-waits', 'data-screen'] });
    run();
  };
  if (document.documentElement) start();
  else addEventListener('DOMContentLoaded', start, { once: true });
})();`;

/** Watches every page of `context` (see FLOW_WATCHER); returns the problems found so far, live. */
export async function watchFlow(context: BrowserContext): Promise<string[]> {
  const problems: string[] = [];
  await context.exposeBinding('__flowProblem', ({ page }, text: string) => {
    problems.push(`${text} (${page.url().replace(/^https?:\/\/[^/]+/, '')})`);
  });
  await context.addInitScript(FLOW_WATCHER);
  return problems;
}
