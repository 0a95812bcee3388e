import { describe, expect, it } from 'vitest';
import { sheetOf } from './sheet-of';

describe("a player's sheet in text", () => {
  it("is the player's sheet, or the name itself when it already names a sheet", () => {
    expect(sheetOf('Ana')).toBe("Ana's sheet");
    expect(sheetOf('Shared sheet')).toBe('Shared sheet');
    expect(sheetOf('Sheetal')).toBe("Sheetal's sheet");
  });
});
