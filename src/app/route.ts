import { signal } from '@preact/signals';
import { GAME_KINDS, type GameKind } from '../games/registry';

/** The screen on show, from the URL hash. */
export type Route =
  | { name: 'home' }
  | { name: 'settings' }
  | { name: 'game'; id: string }
  /** A game's Rules screen, scrolled to one reading when `entry` is given (`#/rules/<kind>?r=<entry>`). */
  | { name: 'rules'; kind: GameKind; entry?: string }
  /** A new game of a kind, kept in memory until it starts (then it is saved and becomes `game`). */
  | { name: 'new'; kind: GameKind }
  /** A link that makes a new game: `#/<kind>?<query>` or `#/<kind>/<sub>?<query>`. */
  | { name: 'open'; kind: GameKind; sub?: string; query: string }
  | { name: 'missing'; path: string };

const safeDecode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/** Reads a route from a location hash such as "#/g/abc". */
export function parseHash(hash: string): Route {
  const [bare = '', ...rest] = hash.replace(/^#/, '').split('?');
  const path = bare || '/';
  if (path === '/' || path === '') return { name: 'home' };
  if (path === '/settings') return { name: 'settings' };
  const rules = /^\/rules\/([a-z0-9]+)$/.exec(path);
  const rulesKind = GAME_KINDS.find((k) => k === rules?.[1]);
  if (rulesKind) {
    const entry = new URLSearchParams(rest.join('?')).get('r');
    return entry ? { name: 'rules', kind: rulesKind, entry } : { name: 'rules', kind: rulesKind };
  }
  const fresh = /^\/new\/([a-z0-9]+)$/.exec(path);
  const freshKind = GAME_KINDS.find((k) => k === fresh?.[1]);
  if (freshKind) return { name: 'new', kind: freshKind };
  const game = /^\/g\/([^/]+)$/.exec(path);
  if (game) return { name: 'game', id: safeDecode(game[1]!) };
  const link = /^\/([a-z0-9]+)(?:\/([^/]+))?$/.exec(path);
  const kind = GAME_KINDS.find((k) => k === link?.[1]);
  if (link && kind) {
    const query = rest.join('?');
    return link[2] === undefined ? { name: 'open', kind, query } : { name: 'open', kind, sub: safeDecode(link[2]), query };
  }
  return { name: 'missing', path };
}

/** The hash that shows a route. */
export function hashFor(route: Route): string {
  switch (route.name) {
    case 'home':
      return '#/';
    case 'settings':
      return '#/settings';
    case 'game':
      return `#/g/${encodeURIComponent(route.id)}`;
    case 'new':
      return `#/new/${route.kind}`;
    case 'rules':
      return `#/rules/${route.kind}${route.entry ? `?r=${encodeURIComponent(route.entry)}` : ''}`;
    case 'open':
      return `#/${route.kind}${route.sub === undefined ? '' : `/${encodeURIComponent(route.sub)}`}${route.query ? `?${route.query}` : ''}`;
    case 'missing':
      return `#${route.path}`;
  }
}

/** The current route; follows the hash. */
export const route = signal<Route>(parseHash(typeof location === 'undefined' ? '' : location.hash));

/** Keeps `route` in step with the address bar. */
export function startRouter(): void {
  // The app puts each screen where it belongs (shared/ui/screen.ts); the browser's own guess is the last page's place.
  history.scrollRestoration = 'manual';
  addEventListener('hashchange', () => {
    route.value = parseHash(location.hash);
  });
}

/** Shows a route in place of the current one (no history entry: Back skips what it replaces). */
export function replaceRoute(next: Route): void {
  const h = hashFor(next);
  history.replaceState(history.state, '', h);
  route.value = next;
}

/** Shows a route (adds a history entry so the back button works). */
export function go(next: Route): void {
  const h = hashFor(next);
  if (location.hash !== h) location.hash = h;
  else route.value = next;
}
