// Each tool's whole scripted game at 360×640: no swipe needed anywhere, fewer taps than before.
import { Player } from './play-testkit';
import { PLAYS } from './plays';
import { expect, openHome, test } from './testkit';

for (const script of PLAYS) {
  test(`${script.tool}: a whole scripted game at 360×640 needs no swipe and fewer taps than the ${script.before.taps} it took before`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await openHome(page);
    const p = new Player(page);
    await script.play(p);
    expect(p.count.swipedFor, 'what the player had to swipe for').toEqual([]);
    expect(p.count.taps).toBeLessThan(script.before.taps);
    test.info().annotations.push({ type: 'taps', description: `${p.count.taps} taps, ${p.count.typed} typed, ${p.count.swipes} swipes` });
  });
}
