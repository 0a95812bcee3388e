import type { ComponentChildren } from 'preact';
import { Reading as SharedReading } from '../../../shared/ui/Reading';

/** A Geyser "reading" mark, linked to its entry on the Rules screen (see guide.ts and RULES-NOTES.md). */
export function Reading({ children, entry }: { children: ComponentChildren; entry: string }) {
  return (
    <SharedReading kind="geyser" entry={entry}>
      {children}
    </SharedReading>
  );
}
