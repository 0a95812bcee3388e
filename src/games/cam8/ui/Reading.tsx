import type { ComponentChildren } from 'preact';
import { Reading as SharedReading } from '../../../shared/ui/Reading';

/** A CAM 8 "reading" mark, linked to its entry on the Rules screen (see guide.ts and RULES-NOTES.md). */
export function Reading({ children, entry }: { children: ComponentChildren; entry?: string }) {
  return (
    <SharedReading kind="cam8" entry={entry}>
      {children}
    </SharedReading>
  );
}
