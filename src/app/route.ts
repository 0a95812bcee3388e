import { signal } from '@preact/signals';

/** The screen on show, from the URL hash. */
export type Route =
  | { name: 'home' }
  | { name: 'settings' }
  | { name: 'game'; id: string }
  | { name: 'missing'; path: string };

/** Reads a route from a location hash such as "#/g/abc". */
export function parseHash(hash: string): Route {
  const path = hash.replace(/^#/, '').split('?')[0] || '/';
  if (path === '/' || path === '') return { name: 'home' };
  if (path === '/settings') return { name: 'settings' };
  const game = /^\/g\/([^/]+)$/.exec(path);
  if (game) return { name: 'game', id: decodeURIComponent(game[1]!) };
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
    case 'missing':
      return `#${route.path}`;
  }
}

/** The current route; follows the hash. */
export const route = signal<Route>(parseHash(typeof location === 'undefined' ? '' : location.hash));

/** Keeps `route` in step with the address bar. */
export function startRouter(): void {
  addEventListener('hashchange', () => {
    route.value = parseHash(location.hash);
  });
}

/** Shows a route (adds a history entry so the back button works). */
export function go(next: Route): void {
  const h = hashFor(next);
  if (location.hash !== h) location.hash = h;
  else route.value = next;
}
