import { type Water, canFlow, measurePlateau, neighbours, surf } from './water';

const moveNb = new Int32Array(4);

/**
 * Sets the drains flag of `from`, just lowered, without a walk when every plateau it
 * joins already carries the merged flag. False when a walk is needed instead.
 */
function joinQuietly(water: Water, from: number): boolean {
  const level = surf(water, from);
  const k = neighbours(from, water.width, water.height, moveNb);
  let drains = 0;
  let joined = 0;
  for (let j = 0; j < k; j++) {
    const sv = surf(water, moveNb[j]!);
    if (sv < level) drains = 1;
    else if (sv === level) joined |= 1 << water.drains[moveNb[j]!]!;
  }
  // joined: bit 0 set when a non-draining plateau is met, bit 1 a draining one.
  if ((joined & 1) !== 0 && (drains === 1 || (joined & 2) !== 0)) return false;
  if ((joined & 2) !== 0) drains = 1;
  if (water.drains[from] !== drains) water.changed.push(from);
  water.drains[from] = drains;
  return true;
}

/**
 * Moves the top unit of `from` onto `to` and refreshes the flags it can affect.
 * Calls `raised` for each cell whose top unit newly can flow or changed level.
 */
export function moveUnit(water: Water, from: number, to: number, raised: (i: number) => void): void {
  water.depth[from] = water.depth[from]! - 1;
  water.depth[to] = water.depth[to]! + 1;
  water.stamp++;
  water.changed.length = 0;
  const { width, height } = water;
  const low = surf(water, from);
  const high = surf(water, to);
  // Plateaus at `from`'s new level are first measured without it (marked seen, it is
  // a wall to the walks below); `from` joins them last.
  water.seen[from] = water.stamp;
  // A plateau at level L changes only if `to` or `from` crossed L. `to` arriving at L
  // merges the plateaus around it, which all drained while `to` sat below them: one
  // lower cell found anywhere settles the merged plateau, so the walk may stop early.
  measurePlateau(water, to, true);
  let k = neighbours(to, width, height, moveNb);
  for (let j = 0; j < k; j++) {
    const v = moveNb[j]!;
    const level = surf(water, v);
    // `to` rising off L shrinks that plateau, which can only stop it draining.
    if (level === high - 1 && water.drains[v] === 1) measurePlateau(water, v);
  }
  // `from` dropping off L leaves the pieces of its plateau beside a lower cell.
  k = neighbours(from, width, height, moveNb);
  for (let j = 0; j < k; j++) {
    const v = moveNb[j]!;
    if (surf(water, v) === low + 1 && water.drains[v] === 0) measurePlateau(water, v);
  }
  // `from` arriving at its new level merges the plateaus around it; often one is the
  // whole sea, so walk only when the merge changes some plateau's flag.
  if (!joinQuietly(water, from)) {
    water.stamp++;
    measurePlateau(water, from);
  }
  // Whether q flows depends on q's surface and its neighbours' surfaces and drains flags.
  for (const p of [from, to]) {
    refresh(p);
    k = neighbours(p, width, height, moveNb);
    for (let j = 0; j < k; j++) refresh(moveNb[j]!);
  }
  for (const u of water.changed) {
    k = neighbours(u, width, height, moveNb);
    for (let j = 0; j < k; j++) refresh(moveNb[j]!);
  }

  function refresh(i: number): void {
    const now = canFlow(water, i) ? 1 : 0;
    if (now === 1 && (water.flows[i] === 0 || i === from || i === to)) raised(i);
    water.flows[i] = now;
  }
}
