import { AxeBuilder } from '@axe-core/playwright';
import { type Locator, type Page, expect, test as base } from '@playwright/test';
import { watchFlow } from './flow-testkit';

export * from '@playwright/test';

/**
 * The suite's `test`: Playwright's, with the play-flow check in every page of the test's context
 * (e2e/flow-testkit.ts): each new screen opens at its top, and each thing the app waits for is in view and
 * focused. The test fails at its end with every such problem it met.
 */
export const test = base.extend<{ playFlow: string[] }>({
  playFlow: [
    async ({ context }, use) => {
      const problems = await watchFlow(context);
      await use(problems);
      expect(problems, 'the play flow: screens open at their top, what the app waits for is in view and focused').toEqual([]);
    },
    { auto: true },
  ],
});

/** Opens home and waits until the saved games have been read. */
export async function openHome(page: Page): Promise<void> {
  await page.goto('./');
  await expect(page.getByRole('heading', { name: 'Saved games' })).toBeVisible();
  await expect(page.getByText('Loading saved games…')).toHaveCount(0);
}

/** Opens a new dice game from home (not saved until its first roll) and waits for its screen. */
export async function newDiceGame(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Dice / }).click();
  await expect(page.getByRole('button', { name: 'Roll', exact: true })).toBeVisible();
}

/** Starts a dice game that is saved: a new one from home, its first roll in the app, and its saved address. */
export async function startDiceGame(page: Page): Promise<void> {
  await newDiceGame(page);
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  await expect(page).toHaveURL(/#\/g\//);
}

/** Sets the roller to real dice and taps these faces for the current pool. */
export async function enterFaces(page: Page, faces: number[]): Promise<void> {
  const real = page.getByRole('radio', { name: 'Real dice' });
  if (!(await real.isChecked())) await real.check();
  await tapFaces(page.locator('main'), faces);
}

/** Taps faces on the real-dice rows inside `scope`, die by die, then "Use these faces". */
export async function tapFaces(scope: Locator, faces: number[]): Promise<void> {
  const dice = scope.getByRole('radiogroup', { name: / face$/ });
  await expect(dice).toHaveCount(faces.length);
  for (const [i, f] of faces.entries()) await dice.nth(i).getByRole('radio', { name: String(f), exact: true }).check();
  await scope.getByRole('button', { name: 'Use these faces' }).click();
}

/** Home lists exactly these saved games, top to bottom (waits for the list to be read). */
export async function expectSavedGames(page: Page, names: string[]): Promise<void> {
  await expect(page.getByText('Loading saved games…')).toHaveCount(0);
  await expect(page.locator('.game-list .game-open strong')).toHaveText(names);
}

/** Waits until a service worker controls the page: the first visit's worker claims it, no reload needed. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
}

/**
 * The screen works on a 360 px phone held in one hand: every visible control is at least
 * 44 by 44 CSS px (radios and checkboxes count by their label), nothing scrolls sideways.
 * A board's cells (controls inside `role=gridcell`) share the screen's width, so they only
 * need 24 px (WCAG 2.5.8): a 9×9 sheet or a 12×12 board cannot have 44 px cells at 360 px.
 */
export async function expectPhoneFriendly(page: Page, screen: string): Promise<void> {
  const small = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, a.btn, .game-open, .segment span, .choice, summary, select, input:not([type=file])')]
      .filter((el) => el.offsetParent !== null && !el.closest('.visually-hidden'))
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ el, r }) => {
        if (el.matches('input[type=radio], input[type=checkbox]')) {
          const label = el.closest('label')?.getBoundingClientRect();
          // A box drawn by the browser keeps its size when its label wraps (a squeezed one shrank to 13 px).
          const drawn = getComputedStyle(el).opacity !== '0';
          return !label || label.width < 44 || label.height < 44 || (drawn && (r.width < 20 || r.height < 20));
        }
        const min = el.closest('[role=gridcell]') ? 24 : 44;
        return r.width < min || r.height < min;
      })
      .map(({ el, r }) => `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') || el.textContent || '').trim().slice(0, 30)}" ${r.width.toFixed(0)}x${r.height.toFixed(0)}`),
  );
  expect(small, `tap targets under 44 px on ${screen}`).toEqual([]);
  expect(await overlappingTargets(page), `tap targets that overlap on ${screen}`).toEqual([]);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `horizontal scroll on ${screen}`).toBeLessThanOrEqual(page.viewportSize()?.width ?? 360);
}

/**
 * Pairs of visible tap targets whose boxes overlap, so a slightly-off tap on one lands on the
 * other (a + over a Remove). A radio or checkbox counts by its label; a target inside another
 * (a button in a summary, an input in its label) is one target. Targets in different layers by
 * design are not compared: behind an open modal dialog (inert), or one pinned (fixed or sticky)
 * and the other scrolling under it.
 */
async function overlappingTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const modal = document.querySelector('dialog[open]:modal');
    // Helpers stay inside: page.evaluate sends this function's source to the page, not its module.
    // oxlint-disable-next-line unicorn/consistent-function-scoping
    const pinned = (el: Element) => {
      for (let e: Element | null = el; e; e = e.parentElement) {
        const pos = getComputedStyle(e).position;
        if (pos === 'fixed' || pos === 'sticky') return e;
      }
      return null;
    };
    const seen = new Set<Element>();
    const targets = [...document.querySelectorAll<HTMLElement>('button, a, .game-open, .segment span, .choice, summary, select, input:not([type=file]), textarea')]
      // checkVisibility() also leaves out what a closed <details> keeps laid out but never paints.
      .filter((el) => el.checkVisibility({ visibilityProperty: true }) && !el.closest('.visually-hidden') && (!modal || modal.contains(el)))
      .map((el) => (el.matches('input[type=radio], input[type=checkbox]') ? (el.closest('label') ?? el) : el))
      .filter((el) => !seen.has(el) && seen.add(el))
      .map((el) => ({ el, r: el.getBoundingClientRect(), layer: pinned(el) }))
      .filter(({ r }) => r.width > 0 && r.height > 0);
    // oxlint-disable-next-line unicorn/consistent-function-scoping
    const name = (el: Element) => `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') || el.textContent || '').trim().slice(0, 30)}"`;
    const out: string[] = [];
    for (let i = 0; i < targets.length; i++) {
      for (let j = i + 1; j < targets.length; j++) {
        const a = targets[i]!;
        const b = targets[j]!;
        if (a.el.contains(b.el) || b.el.contains(a.el) || a.layer !== b.layer) continue;
        // Half a pixel either way is rounding, not a shared tap area.
        const w = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
        const h = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
        if (w > 0.5 && h > 0.5) out.push(`${name(a.el)} and ${name(b.el)} share ${w.toFixed(0)}x${h.toFixed(0)} px`);
      }
    }
    return out;
  });
}

/** axe-core finds no accessibility violations on the screen as it is now, and it fits a phone. */
export async function noAxeViolations(page: Page, screen: string): Promise<void> {
  // A screen still loading its chunk ("Opening…", no heading yet) is not the screen to judge.
  await expect(page.getByText('Opening…', { exact: true })).toHaveCount(0);
  // Colours are judged as they settle: a die still tumbling in is half transparent.
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), `axe on ${screen}`).toEqual([]);
  await expectPhoneFriendly(page, screen);
  await smallPhone(page, screen);
}

/**
 * The same screen on a small phone, 360×640: the phone check again, and a capture in light and in dark
 * kept with the test's results (test-results/…/screens/<screen>-light.png, -dark.png) for a person to look at.
 */
async function smallPhone(page: Page, screen: string): Promise<void> {
  const size = page.viewportSize();
  if (!size || size.width !== 360) return;
  const info = test.info();
  const file = screen.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  // The colour scheme the test set (a11y.spec runs everything dark too) comes back afterwards.
  const was = (await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)) ? 'dark' : 'light';
  await page.setViewportSize({ width: 360, height: 640 });
  try {
    await expectPhoneFriendly(page, `${screen} at 360×640`);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      const path = info.outputPath('screens', `${file}-${scheme}.png`);
      await page.screenshot({ path, animations: 'disabled' });
      await info.attach(`${screen} (${scheme}, 360×640)`, { path, contentType: 'image/png' });
    }
  } finally {
    await page.emulateMedia({ colorScheme: was });
    await page.setViewportSize(size);
  }
}

/** Taps faces rolled on real dice in the dice entry inside `scope` (roll-or-tap widgets), opening it if it is closed. */
export async function realDice(scope: Locator, faces: number[]): Promise<void> {
  const toggle = scope.getByRole('button', { name: 'Real dice' });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await tapFaces(scope, faces);
}

/** Each target wholly on screen: below the pinned line and above a bar pinned at the foot (unless it is in that bar). */
export async function expectWhollyInView(page: Page, ...targets: Locator[]): Promise<void> {
  for (const t of targets) {
    await expect(t).toBeInViewport({ ratio: 1 });
    const [r, top, foot] = await t.evaluate((el) => {
      const pin = document.querySelector('[data-pinned]')?.getBoundingClientRect().bottom ?? 0;
      const bar = document.querySelector('[data-pinned-foot]');
      const footTop = bar && !bar.contains(el) ? bar.getBoundingClientRect().top : innerHeight;
      return [el.getBoundingClientRect().toJSON() as DOMRect, pin, footTop];
    });
    expect(r.top, 'below the pinned line').toBeGreaterThanOrEqual(top - 1);
    expect(r.bottom, 'above the foot bar').toBeLessThanOrEqual(foot + 1);
  }
}

/**
 * Two raw taps at the middle of `target`, `gap` ms apart by the test's clock, as a hurried finger makes them.
 * The target must be ready and on screen; `scroll` first brings it there, as a player would swipe to it.
 */
export async function doubleTap(page: Page, target: Locator, { gap = 200, scroll = false }: { gap?: number; scroll?: boolean } = {}): Promise<void> {
  await expect(target).toBeEnabled();
  if (scroll) await target.scrollIntoViewIfNeeded();
  await expect(target).toBeInViewport({ ratio: 1 });
  const box = await target.boundingBox();
  if (!box) throw new Error('the button is not laid out');
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.click(x, y);
  const first = Date.now();
  await expect.poll(() => Date.now() - first, { intervals: [5] }).toBeGreaterThanOrEqual(gap);
  await page.mouse.click(x, y);
}

/** A new Dice game of `count` rolls of the Moon Drop preset (five d6), counted from what the screen shows: a long game for a QR code. */
export async function moonDropRolls(page: Page, count: number): Promise<void> {
  await newDiceGame(page);
  await page.getByRole('button', { name: '5d6 Moon Drop' }).click();
  await expect(page.getByTestId('pool-text')).toHaveText('1d6 Blue + 4d6 White');
  const roll = page.getByRole('button', { name: 'Roll', exact: true });
  const rolls = page.getByTestId('roll-history').locator('li');
  for (let i = await rolls.count(); i < count; i++) {
    await roll.click();
    await expect(rolls).toHaveCount(i + 1);
  }
}

/** A two-d6 die as a Dice game stores it. */
const d6 = (face: number) => ({ sides: 6, face, mod: 0, result: face, group: 0 });

/**
 * A hand-edited Dice game: its one step rolled a double six, its position says 6 and 5
 * (which adds up on its own), so only a replay of its steps can tell.
 */
export function editedDiceRecord(): Record<string, unknown> {
  const pool = { groups: [{ sides: 6, count: 2 }], perDie: 0, total: 0 };
  const start = { pool, mode: 'app', rolls: [] };
  const present = { ...start, rolls: [{ at: 5, pool, dice: [d6(6), d6(5)], total: 11, source: 'app' }] };
  const step = { action: { type: 'roll', pool, faces: [6, 6], at: 5, source: 'app' }, at: 5 };
  return { v: 2, id: 'edited', kind: 'dice', name: 'Edited', createdAt: 1, updatedAt: 5, stateVersion: 1, timeline: { base: start, past: [step], future: [], present }, log: [] };
}
