import { expect, test } from './testkit';

test('the web manifest makes the app installable: names, standalone, colours, 192/512/maskable icons', async ({ page, request }) => {
  await page.goto('./');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('./manifest.webmanifest');
  const manifest = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({
    name: 'Tablemate: tabletop game companion',
    short_name: 'Tablemate',
    display: 'standalone',
    start_url: './',
    theme_color: '#1b1d22',
    background_color: '#f6f3ec',
  });
  const icons = manifest.icons as { src: string; sizes: string; purpose?: string }[];
  expect(icons.map((i) => `${i.sizes}${i.purpose ? ` ${i.purpose}` : ''}`)).toEqual(['192x192', '512x512', '512x512 maskable']);
  for (const icon of icons) {
    const res = await request.get(icon.src);
    expect(res.headers()['content-type']).toBe('image/png');
    const png = await res.body();
    const [w, h] = icon.sizes.split('x').map(Number);
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([w, h]);
  }
  expect((await request.get('robots.txt')).headers()['content-type']).toContain('text/plain');
});
