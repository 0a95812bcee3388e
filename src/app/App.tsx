import { Toaster } from '../shared/ui/toast';
import { GameScreen } from './GameScreen';
import { Home } from './Home';
import { OpenLink } from './OpenLink';
import { hashFor, route } from './route';
import { Settings } from './Settings';
import { StorageBanner } from './StorageBanner';
import { UpdatePrompt } from './UpdatePrompt';

function Screen() {
  const r = route.value;
  switch (r.name) {
    case 'home':
      return <Home />;
    case 'settings':
      return <Settings />;
    case 'game':
      return <GameScreen key={r.id} id={r.id} />;
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

/** The app shell: storage and update notices, the routed screen, and the toast area. */
export function App() {
  return (
    <>
      <StorageBanner />
      <UpdatePrompt />
      <Screen />
      <Toaster />
    </>
  );
}
