import { type BrowserContext, type Page, expect, newDiceGame, openHome, test, waitForServiceWorker } from './testkit';

// The "Update available" bar never covers a control: with it showing, every visible, enabled control of a
// screen, swiped into view with the wheel as a hand would, is what a tap at its middle reaches.

/** Deploys the next version for this browser (see update.spec.ts) and makes the page's worker find it. */
async function showUpdateBar(context: BrowserContext, page: Page): Promise<void> {
  await waitForServiceWorker(page);
  const probe = await context.request.get('sw.js', { headers: { cookie: 'tm-next=1' } });
  expect(probe.ok()).toBe(true);
  await context.addCookies([{ name: 'tm-next', value: '1', url: page.url() }]);
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())!.update();
  });
  await expect(page.locator('.update-bar')).toContainText('Update available');
}

/** Waits until the page has stopped scrolling (two equal readings in a row). */
async function settle(page: Page): Promise<void> {
  let last = Number.NaN;
  await expect
    .poll(async () => {
      const y = await page.evaluate(() => scrollY);
      const still = y === last;
      last = y;
      return still;
    })
    .toBe(true);
}

/** Marks every visible, enabled control outside the update bar with data-probe="<n>"; returns how many. */
function markControls(page: Page): Promise<number> {
  return page.evaluate(() => {
    const controls = [...document.querySelectorAll<HTMLElement>('button, input, select, textarea, summary, a[href], [role=button]')].filter((el) => {
      if (el.closest('.update-bar, [aria-hidden=true]') || el.matches(':disabled')) return false;
      const r = el.getBoundingClientRect();
      // A 1 px control is a hidden one that another control works (the file input behind "Import backup");
      // checkVisibility leaves out what a closed <details> holds.
      return r.width > 1 && r.height > 1 && el.checkVisibility({ visibilityProperty: true, opacityProperty: false });
    });
    controls.forEach((el, i) => (el.dataset.probe = String(i)));
    return controls.length;
  });
}

/**
 * For each marked control: swipes the page (mouse wheel) until its middle is at the middle of the screen, or as
 * near as the page lets it; then whatever a tap at that middle reaches must be the control, inside it, or its
 * label. A control pinned to the screen (in a fixed or sticky bar) is checked that way at every stop, from the
 * page's top on, since the player taps it wherever the page is. Returns the misses, with what a tap reaches instead.
 */
async function coveredControls(page: Page): Promise<string[]> {
  const count = await markControls(page);
  expect(count).toBeGreaterThan(2);
  // The first miss of each control (by its mark), so a pinned one is listed once.
  const missed = new Map<string, string>();
  const keep = (misses: string[]) => {
    for (const m of misses) {
      const mark = m.slice(0, m.indexOf(' '));
      missed.set(mark, missed.get(mark) ?? m);
    }
  };
  await page.mouse.move(180, 300);
  const look = (i: number | null) =>
    page.evaluate((index) => {
      // Helpers stay inside: page.evaluate sends this function's source to the page, not its module.
      // oxlint-disable-next-line unicorn/consistent-function-scoping
      const pinned = (el: Element) => {
        for (let n: Element | null = el; n; n = n.parentElement) if (/fixed|sticky/.test(getComputedStyle(n).position)) return true;
        return false;
      };
      // oxlint-disable-next-line unicorn/consistent-function-scoping
      const name = (n: Element | null) => (n ? `${n.tagName.toLowerCase()} "${(n.textContent ?? '').trim().slice(0, 30)}"${n.closest('.update-bar') ? ' in the update bar' : ''}` : 'nothing');
      const miss = (el: HTMLElement) => {
        const r = el.getBoundingClientRect();
        const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
        const at = document.elementFromPoint(x, y);
        const labels = [...((el as HTMLInputElement).labels ?? [])];
        const ok = !!at && (el.contains(at) || labels.some((l) => l.contains(at)));
        return ok ? '' : `#${el.dataset.probe} ${name(el)} at ${Math.round(x)},${Math.round(y)} (scrolled ${Math.round(scrollY)}) reaches ${name(at)}`;
      };
      const all = [...document.querySelectorAll<HTMLElement>('[data-probe]')];
      const stuck = all.filter((el) => {
        const r = el.getBoundingClientRect();
        return pinned(el) && r.bottom > 0 && r.top < innerHeight;
      });
      const own = index === null ? [] : [document.querySelector<HTMLElement>(`[data-probe="${index}"]`)!];
      return [...own, ...stuck].map(miss).filter(Boolean);
    }, i);
  // From the page's top, as the player meets it.
  await page.mouse.wheel(0, -100_000);
  await settle(page);
  keep(await look(null));
  for (let i = 0; i < count; i++) {
    const control = page.locator(`[data-probe="${i}"]`);
    const off = await control.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return Math.round(r.top + r.height / 2 - innerHeight / 2);
    });
    if (Math.abs(off) > 1) {
      await page.mouse.wheel(0, off);
      await settle(page);
    }
    keep(await look(i));
  }
  return [...missed.values()];
}

/** The number of rolls the Dice game's history lists. */
const rollCount = (page: Page) => page.getByTestId('roll-history').locator('li').count();

for (const height of [640, 780]) {
  test.describe(`at 360x${height}`, () => {
    test.use({ viewport: { width: 360, height } });

    test('the update bar covers no control on Dice, where Roll still rolls with a tap', async ({ page, context }) => {
      test.slow();
      await openHome(page);
      await newDiceGame(page);
      const roll = page.getByRole('button', { name: 'Roll', exact: true });
      await roll.click();
      await expect(page).toHaveURL(/#\/g\//);
      await showUpdateBar(context, page);

      expect(await coveredControls(page)).toEqual([]);

      // A tap at Roll's middle, where the thumb is, rolls (and reaches no Reload).
      const before = await rollCount(page);
      const box = (await roll.boundingBox())!;
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      await expect.poll(() => rollCount(page)).toBe(before + 1);
      await expect(page.locator('.update-bar')).toContainText('Update available');
    });

    test('the update bar covers no control on CAM 8 setup, whose Start stays pinned at the foot, nor on home', async ({ page, context }) => {
      test.slow();
      await openHome(page);
      await showUpdateBar(context, page);
      expect(await coveredControls(page)).toEqual([]);

      await page.getByRole('button', { name: /^CAM 8 / }).click();
      await expect(page.getByRole('heading', { name: 'New game of CAM 8' })).toBeVisible();
      await expect(page.locator('.update-bar')).toContainText('Update available');
      expect(await coveredControls(page)).toEqual([]);
    });
  });
}
