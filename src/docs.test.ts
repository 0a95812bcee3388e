import { describe, expect, it } from 'vitest';

// Everything a reader needs lives in the repository: no document points outside it, and every relative
// link in one leads to a file that is there.
const docs = import.meta.glob(['/README.md', '/docs/*.md', '/src/**/*.md'], { query: '?raw', import: 'default', eager: true }) as Record<string, string>;
const files = new Set(Object.keys(import.meta.glob(['/README.md', '/docs/*', '/src/**/*', '/e2e/*', '/scripts/*', '/public/**/*', '/package.json', '/vite.config.ts'])));

function resolve(from: string, link: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const p of link.split('/')) {
    if (p === '..') parts.pop();
    else if (p !== '.' && p !== '') parts.push(p);
  }
  return `/${parts.filter(Boolean).join('/')}`;
}

describe('the documents', () => {
  it('are found', () => {
    expect(Object.keys(docs)).toEqual(expect.arrayContaining(['/README.md', '/docs/README.md', '/docs/RULES.md', '/src/games/README.md']));
  });
  it.each(Object.keys(docs))('%s never points outside the repository, and its links lead to files that are here', (path) => {
    const text = docs[path]!;
    expect(text).not.toMatch(/\.\.\/shared\//);
    const links = [...text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)].map((m) => m[1]!).filter((l) => !/^[a-z]+:/.test(l));
    for (const link of links) {
      const target = resolve(path, link);
      const there = files.has(target) || [...files].some((f) => f.startsWith(`${target}/`));
      expect(there, `${path} links ${link}`).toBe(true);
    }
  });
});
