import type { ComponentChildren } from 'preact';
import './Reading.css';

/** Props of Reading. */
export interface ReadingProps {
  children: ComponentChildren;
  /** The game and the entry on its Rules screen that says why (`#/rules/<kind>?r=<entry>`). */
  kind?: string;
  entry?: string;
}

/** A "Reading" mark: where the screen follows the app's reading of a gap in the rule text, with a link to why. */
export function Reading({ children, kind, entry }: ReadingProps) {
  return (
    <p class="reading">
      <span class="reading-tag">Reading</span> {children}
      {kind && entry && (
        <>
          {' '}
          <a class="reading-why" href={`#/rules/${kind}?r=${entry}`}>
            Why this reading
          </a>
        </>
      )}
    </p>
  );
}
