// Players paste what they have: text from a chat with Windows line ends and trailing blank
// space, a whole share link, or a link's sheet alone (lines joined by '/'). Anything else is
// left for the parser to refuse, naming its line and column.

/** Pasted text → sheet text for the parser: line ends tidied, a share link or its '/' form read as 9 lines. */
export function tidyPaste(text: string): string {
  const t = text.replace(/\r\n?/g, '\n').trimEnd();
  const link = /[?&]sheet=([^&#\s]*)/.exec(t);
  let sheet = link ? link[1]! : t;
  if (link) {
    try {
      sheet = decodeURIComponent(sheet);
    } catch {
      // Not %-encoded after all: read it as it is.
    }
  }
  return !sheet.includes('\n') && sheet.includes('/') ? sheet.split('/').join('\n') : sheet;
}
