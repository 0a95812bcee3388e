import { describe, expect, it } from 'vitest';
import { andList } from './words';

describe('andList', () => {
  it('joins names as a sentence does', () => {
    expect(andList([])).toBe('');
    expect(andList(['Ana'])).toBe('Ana');
    expect(andList(['Ana', 'Bo'])).toBe('Ana and Bo');
    expect(andList(['Ana', 'Bo', 'Cy'])).toBe('Ana, Bo and Cy');
  });
});
