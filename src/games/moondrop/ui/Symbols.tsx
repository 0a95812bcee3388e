import { type Module, MODULE_NAMES } from '../engine/screens';

// The paper symbols: dot Corridor, triangle Life Support, three circles Hydroponics,
// Q Quarters, arch Dock, square Research (drawn in a 20 × 20 box).
function Shape({ module }: { module: Module }) {
  switch (module) {
    case 'C':
      return <circle cx="10" cy="10" r="3.2" fill="currentColor" stroke="none" />;
    case 'L':
      return <polygon points="10,3 17.5,16.5 2.5,16.5" />;
    case 'H':
      return (
        <>
          <circle cx="10" cy="6" r="3" />
          <circle cx="5.8" cy="13.4" r="3" />
          <circle cx="14.2" cy="13.4" r="3" />
        </>
      );
    case 'Q':
      return (
        <>
          <circle cx="9.5" cy="9.3" r="5.8" />
          <path d="M11.6 12.2 L16.3 17.2" />
        </>
      );
    case 'D':
      return <path d="M4 17.5 V10 A6 6 0 0 1 16 10 V17.5" />;
    case 'R':
      return <rect x="4" y="4" width="12" height="12" />;
  }
}

/** A module drawn with its paper symbol; crossed modules carry an X. Decorative: names go in labels. */
export function ModuleIcon({ module, crossed = false }: { module: Module; crossed?: boolean }) {
  return (
    <svg class={`md-icon${crossed ? ' is-crossed' : ''}`} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <g class="md-shape" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linejoin="round" stroke-linecap="round">
        <Shape module={module} />
      </g>
      {crossed && <path class="md-cross" d="M2 2 L18 18 M18 2 L2 18" fill="none" stroke-width="2.4" stroke-linecap="round" />}
    </svg>
  );
}

/** Both symbols a white 3 may become, until the player picks. */
export function LifeOrHydro() {
  return (
    <span class="md-either" aria-hidden="true">
      <ModuleIcon module="L" />
      <ModuleIcon module="H" />
    </span>
  );
}

const FACES: Record<Module, string> = { C: '1, 2', L: '3', H: '3', Q: '4', D: '5', R: '6' };

/** The key to the symbols, with the white faces that make each module. */
export function Legend() {
  return (
    <ul class="md-legend" aria-label="Key to the symbols">
      {(Object.keys(FACES) as Module[]).map((m) => (
        <li key={m}>
          <span class={`md-key m-${m}`}>
            <ModuleIcon module={m} />
          </span>
          {MODULE_NAMES[m]} <span class="muted">({FACES[m]})</span>
        </li>
      ))}
      <li>
        <span class="md-key">
          <ModuleIcon module="Q" crossed />
        </span>
        crossed out
      </li>
    </ul>
  );
}
