// Prints one closing line "N passed, N failed" from the unit (vitest) and e2e (Playwright)
// JSON reports; a stage that never ran (an earlier step failed) counts as one failure.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
const read = (f) => (existsSync(f) ? JSON.parse(readFileSync(f, 'utf8')) : null);

const unit = read('reports/unit.json');
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests;
} else failed += 1;

const e2e = read('reports/e2e.json');
if (e2e) {
  passed += e2e.stats.expected;
  failed += e2e.stats.unexpected + (e2e.stats.flaky ?? 0);
} else failed += 1;

console.log(`${passed} passed, ${failed} failed`);
