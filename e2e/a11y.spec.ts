import { enterFaces, expect, expectPhoneFriendly, newDiceGame, noAxeViolations, openHome, test } from './testkit';
import { openPhotoScreen, plainPng, sheetPhoto } from './photo-testkit';

for (const scheme of ['light', 'dark'] as const) {
  test(`home, settings, options and the dice screen pass axe and fit a 360 px phone (${scheme})`, async ({ page }) => {
    // Reduced motion: axe must see the dice at rest, not half-faded mid-animation.
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await openHome(page);
    await noAxeViolations(page, 'home (empty)');
    await expectPhoneFriendly(page, 'home (empty)');

    await newDiceGame(page);
    await enterFaces(page, [2, 6]);
    await page.getByRole('radio', { name: 'App rolls' }).check();
    await page.getByRole('button', { name: '5d6 Moon Drop' }).click();
    await page.getByText(/^Game log/).click();
    await noAxeViolations(page, 'dice (app)');
    await expectPhoneFriendly(page, 'dice (app)');
    await page.getByRole('radio', { name: 'Real dice' }).check();
    await noAxeViolations(page, 'dice (real)');
    await expectPhoneFriendly(page, 'dice (real)');

    await page.getByRole('link', { name: 'Back to home' }).click();
    await noAxeViolations(page, 'home (with a game)');
    await expectPhoneFriendly(page, 'home (with a game)');
    await page.getByRole('button', { name: 'Options for Dice 1' }).click();
    // The dialog and the Settings screen are their own chunks: axe looks once they are drawn, not at "Opening…".
    await page.getByRole('dialog', { name: 'Options: Dice 1' }).waitFor();
    await noAxeViolations(page, 'game options');
    await page.getByRole('button', { name: 'Show QR code' }).click();
    await page.getByRole('img', { name: /^QR code of the link/ }).waitFor();
    await noAxeViolations(page, 'QR code of a game');

    await page.goto('./#/settings');
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await noAxeViolations(page, 'settings');
    await expectPhoneFriendly(page, 'settings');
  });
}

for (const scheme of ['light', 'dark'] as const) {
  test(`Moon Drop's photo screen passes axe and fits a 360 px phone: before, with a reading over the photo, and with no grid (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await openHome(page);
    await openPhotoScreen(page, ['Breach', 'Plague', 'Fungus', 'Research', 'Security']);
    await noAxeViolations(page, `Moon Drop photo (${scheme})`);
    await page.getByLabel('Pick a photo').setInputFiles({ name: 'sheet.png', mimeType: 'image/png', buffer: sheetPhoto().png });
    await expect(page.getByTestId('photo-check-count')).toBeVisible({ timeout: 60_000 });
    await noAxeViolations(page, `Moon Drop photo read (${scheme})`);
    await page.getByLabel('Pick another').setInputFiles({ name: 'blank.png', mimeType: 'image/png', buffer: plainPng(800, 600, [240, 238, 230]) });
    await expect(page.getByTestId('photo-error')).toBeVisible({ timeout: 60_000 });
    await noAxeViolations(page, `Moon Drop photo with no grid (${scheme})`);
  });
}
