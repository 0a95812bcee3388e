/** A player's sheet named in text: "Ana's sheet"; a name that already says so ("Shared sheet", the name a shared link's sheet gets) stays as it is. */
export function sheetOf(name: string): string {
  return /\bsheet$/i.test(name.trim()) ? name : `${name}'s sheet`;
}
