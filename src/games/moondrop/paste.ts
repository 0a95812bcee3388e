/**
 * Text pasted as a sheet, tidied before the parser reads it: Windows line ends become '\n' and
 * trailing blank space goes; a share link, or its sheet alone (lines joined by '/'), becomes
 * the 9 lines. Anything else is left for the parser to refuse, naming its line and column.
 */
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
