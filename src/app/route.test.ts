import { describe, expect, it } from 'vitest';
import { hashFor, parseHash } from './route';

describe('routes', () => {
  it.each([
    ['', { name: 'home' }],
    ['#/', { name: 'home' }],
    ['#/settings', { name: 'settings' }],
    ['#/g/abc%20d', { name: 'game', id: 'abc d' }],
    ['#/g/x?y=1', { name: 'game', id: 'x' }],
    ['#/nowhere', { name: 'missing', path: '/nowhere' }],
  ])('reads %s', (hash, route) => {
    expect(parseHash(hash)).toEqual(route);
  });

  it('writes hashes that read back', () => {
    expect(parseHash(hashFor({ name: 'game', id: 'a/b' }))).toEqual({ name: 'game', id: 'a/b' });
  });
});
