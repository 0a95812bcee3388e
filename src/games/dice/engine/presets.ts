import type { Pool } from './pool';

/** A one-tap roll. */
export interface Preset {
  id: string;
  label: string;
  pool: Pool;
}

/** The quick rolls: 1d6, 2d6, and Moon Drop's 1 blue + 4 white d6 shown apart. */
export const PRESETS: readonly Preset[] = [
  { id: '1d6', label: '1d6', pool: { groups: [{ sides: 6, count: 1 }], perDie: 0, total: 0 } },
  { id: '2d6', label: '2d6', pool: { groups: [{ sides: 6, count: 2 }], perDie: 0, total: 0 } },
  {
    id: 'moondrop',
    label: '5d6 Moon Drop',
    pool: {
      groups: [
        { sides: 6, count: 1, label: 'Blue' },
        { sides: 6, count: 4, label: 'White' },
      ],
      perDie: 0,
      total: 0,
    },
  },
];
