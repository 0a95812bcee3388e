import { useLayoutEffect } from 'preact/hooks';
import { screenPart, showScreen } from '../shared/ui/screen';
import { Toaster } from '../shared/ui/toast';
import { Home } from './Home';
import { lazyScreen } from './lazy';
import { type Route, hashFor, route } from './route';
import { RestoredNotice } from './RestoredNotice';
import { StorageBanner } from './StorageBanner';
import { UpdatePrompt } from './UpdatePrompt';

// Only home ships with the shell; the other screens load when first shown.
const GameScreen = lazyScreen(() => import('./GameScreen').then((m) => m.GameScreen));
const Settings = lazyScreen(() => import('./Settings').then((m) => m.Settings));
const OpenLink = lazyScreen(() => import('./OpenLink').then((m) => m.OpenLink));
const RulesScreen = lazyScreen(() => import('./RulesScreen').then((m) => m.RulesScreen));

function Screen() {
  const r = route.value;
  switch (r.name) {
    case 'home':
      return <Home />;
    case 'settings':
      return <Settings />;
    // One game screen for both, unkeyed: a new game that is saved as it starts goes on in the same screen
    // (no reload, no flash); the game's own screen inside is keyed by the game, so another game starts afresh.
    case 'game':
      return <GameScreen id={r.id} />;
    case 'new':
      return <GameScreen id={null} kind={r.kind} />;
    case 'rules':
      return <RulesScreen key={r.kind} kind={r.kind} entry={r.entry} />;
    case 'open':
      return <OpenLink key={hashFor(r)} kind={r.kind} sub={r.sub} query={r.query} />;
    case 'missing':
      return (
        <main class="screen" id="main">
          <h1>Page not found</h1>
          <p>
            Nothing lives at “{r.path}”. <a href="#/">Go to the saved games</a>.
          </p>
        </main>
      );
  }
}

/** Which screen a route is, for where it opens: a new game and the saved game it becomes are one screen. */
function screenOf(r: Route): string {
  switch (r.name) {
    case 'game':
    case 'new':
      return 'game';
    case 'rules':
      return `rules/${r.kind}`;
    case 'open':
      return hashFor(r);
    case 'missing':
      return 'missing';
    default:
      return r.name;
  }
}

/** The app shell: storage and update notices, the routed screen, and the toast area. */
export function App() {
  const key = `${screenOf(route.value)}|${screenPart.value}`;
  // After the new screen's own layout effects (a game's part is set by then), before it is painted.
  useLayoutEffect(() => showScreen(key), [key]);
  return (
    <>
      <StorageBanner />
      <RestoredNotice />
      <UpdatePrompt />
      <Screen />
      <Toaster />
    </>
  );
}
