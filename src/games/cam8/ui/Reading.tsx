import type { ComponentChildren } from 'preact';

/** A "reading" mark: where a number on screen follows the app's reading of a gap in the rule text, with one line of why (RULES-NOTES.md). */
export function Reading({ children }: { children: ComponentChildren }) {
  return (
    <p class="reading">
      <span class="reading-tag">Reading</span> {children}
    </p>
  );
}
