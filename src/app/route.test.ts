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
    ['#/crackers?board=00+00L/00P+00C', { name: 'open', kind: 'crackers', query: 'board=00+00L/00P+00C' }],
    ['#/crackers', { name: 'open', kind: 'crackers', query: '' }],
    ['#/moondrop/score?sheet=1,2', { name: 'open', kind: 'moondrop', sub: 'score', query: 'sheet=1,2' }],
    ['#/moondrop/a%20b?x=1?y', { name: 'open', kind: 'moondrop', sub: 'a b', query: 'x=1?y' }],
    ['#/chess?board=1', { name: 'missing', path: '/chess' }],
    ['#/crackers/a/b?x=1', { name: 'missing', path: '/crackers/a/b' }],
  ])('reads %s', (hash, route) => {
    expect(parseHash(hash)).toEqual(route);
  });

  it('writes hashes that read back', () => {
    expect(parseHash(hashFor({ name: 'game', id: 'a/b' }))).toEqual({ name: 'game', id: 'a/b' });
    for (const r of [
      { name: 'open', kind: 'crackers', query: 'board=00+00L/00P+00C' },
      { name: 'open', kind: 'moondrop', sub: 'score', query: 'sheet=1' },
      { name: 'open', kind: 'dice', query: '' },
    ] as const) {
      expect(parseHash(hashFor(r))).toEqual(r);
    }
    expect(hashFor({ name: 'open', kind: 'moondrop', sub: 'score', query: 'sheet=1' })).toBe('#/moondrop/score?sheet=1');
  });

  it('keeps the link query as written, for URLSearchParams to read', () => {
    const r = parseHash('#/crackers?board=01+00L/00P+30C');
    expect(r.name === 'open' && new URLSearchParams(r.query).get('board')).toBe('01 00L/00P 30C');
  });
});
