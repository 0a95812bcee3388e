// Unit-test setup (vitest `setupFiles`). Property tests draw a fresh seed on every local run, so
// they keep exploring; CI uses one fixed seed so that a run can be repeated exactly. FC_SEED
// replays any run (fast-check prints the seed of a failure).
import fc from 'fast-check';

const seed = process.env.FC_SEED ?? (process.env.CI ? '20261123' : undefined);
if (seed !== undefined) fc.configureGlobal({ seed: Number(seed) });
