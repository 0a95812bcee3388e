// CAM 8's scripted game: three whales, two whole turns through the seven phases with a trade, the asks to end,
// the roll-off, Recruit Hamsters with its give choice, Feed with hamsters that flee, last turn's flooding in one
// tap, then a third turn that ends in the Feral revolt when two Recruit Barbarians go wrong.
import type { Locator, Page } from '@playwright/test';
import type { Player, PlayScript } from '../play-testkit';

const next = (page: Page) => page.getByRole('button', { name: /^Next:/ });
const action = (page: Page, name: string) => page.getByRole('group', { name: 'Actions' }).getByRole('button', { name, exact: true });
const more = (scope: Locator | Page, name: string) => scope.getByRole('button', { name: `${name}: more`, exact: true });

/** The phase on screen has this title (read in the pinned line, which never needs a swipe). */
async function at(p: Player, where: string | RegExp): Promise<void> {
  await p.reads(p.page.getByTestId('pin-where'), where);
}

/** Picks `counts` hamsters in the choice whose legend starts with `legend`, then Confirm. */
async function choose(p: Player, legend: RegExp, counts: Record<string, number>): Promise<void> {
  const group = p.page.getByRole('group', { name: legend });
  for (const [kind, n] of Object.entries(counts)) for (let k = 0; k < n; k++) await p.tap(more(group, kind));
  await p.tap(p.page.getByRole('button', { name: 'Confirm' }));
}

/** Taps + on each whale's flooded sections. */
async function flood(p: Player, counts: Record<string, number>): Promise<void> {
  for (const [name, n] of Object.entries(counts)) for (let k = 0; k < n; k++) await p.tap(more(p.page, `${name} flooded sections`));
}

/** Initiative: the roll-off with real dice (every whale has 1 Politician), then Next deals the cards in pick order. */
async function initiative(p: Player, faces: number[], order: string): Promise<void> {
  const { page } = p;
  await p.faces(page.locator('.panel'), faces);
  await p.reads(page.getByTestId('pick-order'), order);
  await p.tap(next(page));
}

/** CAM 8: 3 whales (one keeps its seat's name), 2 whole turns and a third that ends in the revolt. */
export const cam8Play: PlayScript = {
  tool: 'CAM 8',
  before: { taps: 40 * 3, swipes: null, note: 'about 35–45 taps a turn measured by hand (issue 39): 40 × 3 turns' },
  async play(p) {
    const { page } = p;
    await p.tap(page.getByRole('button', { name: /^CAM 8 / }));
    await p.types(page.getByRole('group', { name: 'Player 1' }).getByLabel('Name'), 'Ana');
    await p.types(page.getByRole('group', { name: 'Player 2' }).getByLabel('Name'), 'Ben');
    // Player 3 keeps the seat's name.
    await p.tap(page.getByRole('button', { name: 'Start the game' }));

    // Turn 1. Diplomacy: Ana trades a Breeder for one of Ben's Harvesters; two of three ask to end.
    await at(p, 'Turn 1 · Diplomacy I');
    await p.tap(page.getByRole('button', { name: 'Trade between whales…' }));
    await p.tap(page.getByRole('group', { name: 'With' }).getByRole('radio', { name: 'Ben' }));
    await p.tap(more(page, 'Ana gives Breeders'));
    await p.tap(more(page, 'Ben gives Harvesters'));
    await p.tap(page.getByRole('button', { name: 'Make the trade' }));
    await p.reads(page.getByTestId('receipt-result'), '1 Breeder to Ben; 1 Harvester to Ana');
    await p.tap(page.getByRole('button', { name: 'Ana asks to end' }));
    await p.tap(page.getByRole('button', { name: 'Ben asks to end' }));
    await p.reads(page.getByRole('timer'), /^\d+ s left$/);
    await p.tap(next(page));

    // Initiative: all tied on 1 Politician and no krill; the table rolls real dice (the phone remembers it).
    await p.tap(page.locator('.panel').getByRole('button', { name: 'Real dice' }));
    await initiative(p, [6, 5, 4], 'Ana: picking nowBen: to pickPlayer 3: to pick');

    // Command & Resolve, card order Ana, Ben, Player 3.
    await at(p, 'Turn 1 · Command · Ana acts');
    // Ana recruits from Ben: 6 beats his 1 Politician; Ben chooses which hamster he gives.
    await p.tap(action(page, 'Recruit Hamsters'));
    await p.faces(page.locator('.preview'), [6]);
    await at(p, 'Turn 1 · Command · Ben chooses');
    await choose(p, /^Ben: pick 1 hamster to give Ana/, { Breeders: 1 });
    await p.reads(page.getByTestId('receipt-result'), 'Ben gives 1 Breeder');
    // Ben breeds: 3 with his last Breeder, one new hamster, a Guard.
    await p.tap(action(page, 'Breed'));
    await p.faces(page.locator('.preview'), [3]);
    await choose(p, /^Ben: pick the occupation of 1 hamster/, { Guards: 1 });
    // Player 3 harvests krill: 5 with one Harvester, 2 krill.
    await p.tap(action(page, 'Harvest Krill'));
    await p.faces(page.locator('.preview'), [5]);
    await p.reads(page.getByTestId('receipt-result'), '+2 krill');
    await at(p, 'Turn 1 · Command · all have acted');
    await p.tap(next(page));

    // Flooding: Ana 3, Ben 2, Player 3 3; then Harvest and Diplomacy & Trade II go by.
    await at(p, 'Turn 1 · Flooding');
    await flood(p, { Ana: 3, Ben: 2, 'Player 3': 3 });
    await p.tap(page.getByRole('button', { name: 'Add the krill' }));
    await p.reads(page.getByTestId('receipt-result'), 'krill Ana +3, Ben +2, Player 3 +3');
    await p.tap(next(page));
    await at(p, 'Turn 1 · Harvest');
    await p.tap(next(page));
    await at(p, 'Turn 1 · Diplomacy II');
    await p.tap(next(page));

    // Feed: Ana (3 krill, 4 hamsters) and Ben (2 krill, 3 hamsters) each eat 1 and lose 2 hamsters, their owners' choice.
    await at(p, 'Turn 1 · Feed');
    await p.tap(page.getByRole('button', { name: 'Feed Ana' }));
    await choose(p, /^Ana: pick 2 hamsters to flee/, { Harvesters: 1, Breeders: 1 });
    await p.tap(page.getByRole('button', { name: 'Feed Ben' }));
    await choose(p, /^Ben: pick 2 hamsters to flee/, { Guards: 1, Politicians: 1 });
    await p.tap(page.getByRole('button', { name: 'Feed Player 3' }));
    // The 4 that fled move the tracker once every whale has fed.
    await p.reads(page.getByTestId('pin-numbers'), 'Feral 4 · dice −4');
    await p.tap(next(page));

    // Turn 2. Ben (no Politician) picks first; Ana and Player 3 roll off, Player 3 keeping its krill.
    await at(p, 'Turn 2 · Diplomacy I');
    await p.tap(page.getByRole('button', { name: 'Ana asks to end' }));
    await p.tap(page.getByRole('button', { name: 'Ben asks to end' }));
    await p.tap(next(page));
    await initiative(p, [2, 6], 'Ben: picking nowPlayer 3: to pickAna: to pick');
    // Command: at Feral 4 every whale waits.
    for (const name of ['Ben', 'Player 3', 'Ana']) {
      await at(p, `Turn 2 · Command · ${name} acts`);
      await p.tap(page.getByRole('button', { name: `${name} is done`, exact: true }));
    }
    await p.tap(next(page));
    // Flooding: the board floods as last turn, one tap.
    await p.tap(page.getByRole('button', { name: 'Same as last turn: Ana 3, Ben 2, Player 3 3' }));
    await p.tap(page.getByRole('button', { name: 'Add the krill' }));
    await p.tap(next(page));
    await p.tap(next(page));
    await p.tap(next(page));
    await at(p, 'Turn 2 · Feed');
    for (const name of ['Ana', 'Ben', 'Player 3']) await p.tap(page.getByRole('button', { name: `Feed ${name}` }));
    await p.tap(next(page));

    // Turn 3: two Recruit Barbarians go wrong at Feral 4 and 5: the hamsters revolt.
    await at(p, 'Turn 3 · Diplomacy I');
    await p.tap(next(page));
    await initiative(p, [5, 2], 'Ben: picking nowAna: to pickPlayer 3: to pick');
    await p.tap(page.getByRole('button', { name: 'Ben is done', exact: true }));
    await p.tap(action(page, 'Recruit Barbarians'));
    await p.faces(page.locator('.preview'), [3]);
    await p.reads(page.getByTestId('pin-numbers'), 'Feral 5 · dice −5');
    await p.tap(action(page, 'Recruit Barbarians'));
    await p.faces(page.locator('.preview'), [6]);
    await p.reads(page.getByRole('alert'), /^Game over\. .*revolt/);
  },
};
