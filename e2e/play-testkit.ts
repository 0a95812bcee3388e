// A scripted player for whole games: taps only what is on screen, swipes (and counts the swipe) when what
// it must tap or read is not, and counts every tap and typed field. The play scripts (e2e/plays/) use it; the
// flow spec asserts their counts and `npm run bench` prints them.
import { type Locator, type Page, expect } from '@playwright/test';

/** How far one swipe moves the page: about two thirds of what shows below the pinned line. */
const SWIPE_SHARE = 0.7;

/** What a scripted game cost the player. */
export interface PlayCount {
  taps: number;
  swipes: number;
  /** Fields typed into (a name, a count): each is one tap into the field plus the typing. */
  typed: number;
  /** Where each swipe was needed: what the player was looking for, and on which screen. */
  swipedFor: string[];
}

/** One player's hands on one page, counting. */
export class Player {
  readonly count: PlayCount = { taps: 0, swipes: 0, typed: 0, swipedFor: [] };

  constructor(readonly page: Page) {}

  /** Swipes until `target` is wholly on screen (below the pinned line), counting the swipes it takes; none when it is already. */
  async bring(target: Locator, what: string): Promise<void> {
    await expect(target).toBeVisible();
    const need = await target.evaluate((el) => {
      const pin = document.querySelector('[data-pinned]');
      const top = pin ? Math.max(0, pin.getBoundingClientRect().bottom) : 0;
      const footBar = document.querySelector('[data-pinned-foot]');
      // A bar pinned at the foot counts as off screen, unless it is what is being tapped.
      const foot = footBar && !footBar.contains(el) ? Math.min(innerHeight, footBar.getBoundingClientRect().top) : innerHeight;
      const r = el.getBoundingClientRect();
      const room = foot - top;
      const off = r.top < top && !(pin && pin.contains(el)) ? top - r.top : r.bottom > foot ? Math.min(r.bottom - foot, r.top - top) : 0;
      return { off, room, screen: document.documentElement.dataset.screen ?? location.hash };
    });
    if (need.off <= 1) return;
    const swipes = Math.max(1, Math.ceil(need.off / (need.room * SWIPE_SHARE)));
    this.count.swipes += swipes;
    this.count.swipedFor.push(`${what} (${swipes} on ${need.screen})`);
    await target.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  }

  /** Taps a button, link, radio or checkbox (swiping to it first if it is off screen). */
  async tap(target: Locator, what?: string): Promise<void> {
    // A button that ended a turn a moment ago holds still (aria-disabled, shared/ui/steady.ts): a hand waits for it.
    await expect(target).toBeEnabled();
    await this.bring(target, what ?? (await describe(target)));
    await target.click();
    this.count.taps++;
  }

  /** Reads something the app shows (a result, a total): swipes to it if it is off screen, then checks its text. */
  async reads(target: Locator, text: string | RegExp): Promise<void> {
    await expect(target).toHaveText(text);
    await this.bring(target, `to read "${typeof text === 'string' ? text : text.source}"`);
  }

  /** Taps into a text field and types `text`: one tap and one typed field. */
  async types(target: Locator, text: string): Promise<void> {
    await this.bring(target, await describe(target));
    await target.fill(text);
    this.count.taps++;
    this.count.typed++;
  }

  /** Taps the faces of real dice in the rows inside `scope`, then "Use these faces". */
  async faces(scope: Locator, faces: number[]): Promise<void> {
    const dice = scope.getByRole('radiogroup', { name: / face$/ });
    await expect(dice).toHaveCount(faces.length);
    for (const [i, f] of faces.entries()) await this.tap(dice.nth(i).getByRole('radio', { name: String(f), exact: true }), `face ${f} of die ${i + 1}`);
    await this.tap(scope.getByRole('button', { name: 'Use these faces' }));
  }
}

async function describe(target: Locator): Promise<string> {
  return target.evaluate((el) => `"${(el.getAttribute('aria-label') || el.textContent || el.tagName).trim().replace(/\s+/g, ' ').slice(0, 40)}"`);
}

/** One tool's scripted game: its name, the counts a player paid before this flow work (measured by hand), and the script. */
export interface PlayScript {
  tool: string;
  /** What the issue measured by hand before (taps; swipes, null where they were not counted), for the comparison the bench prints. */
  before: { taps: number; swipes: number | null; note: string };
  play(p: Player): Promise<void>;
}
