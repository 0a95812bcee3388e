/// <reference types="node" />
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GAME_KINDS } from './registry';

// The naming rule for game styles: a game's stylesheets live in its ui/ folder and every selector in
// them starts with the game's root class (`.moondrop .md-cell`), the class its screen's outer element
// carries; so a game's styles ship with its chunk and can reach neither the shell nor another game.

// Read from disk: in tests a stylesheet imported `?raw` comes out empty.
const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const gameSheets: Record<string, string> = Object.fromEntries(
  GAME_KINDS.flatMap((kind) =>
    readdirSync(new URL(`./${kind}/ui/`, import.meta.url))
      .filter((f) => f.endsWith('.css'))
      .map((f) => [`./${kind}/ui/${f}`, read(`./${kind}/ui/${f}`)]),
  ),
);
const shellSheet = read('../app/styles.css');

/** Every selector of a stylesheet, with the at-rule it sits in (keyframe steps are not selectors). */
function selectors(css: string): { selector: string; inside: string | null }[] {
  const out: { selector: string; inside: string | null }[] = [];
  const stack: string[] = [];
  let last = 0;
  const text = css.replace(/\/\*[\s\S]*?\*\//g, (c) => ' '.repeat(c.length));
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '{') {
      const head = text.slice(last, i).trim();
      const inside = stack.at(-1) ?? null;
      if (!head.startsWith('@') && !inside?.startsWith('@keyframes')) for (const s of head.split(',')) out.push({ selector: s.trim(), inside });
      stack.push(head);
      last = i + 1;
    } else if (text[i] === '}') {
      stack.pop();
      last = i + 1;
    } else if (text[i] === ';') last = i + 1;
  }
  return out;
}

describe('game styles', () => {
  it('reads selectors, also inside @media, and not keyframe steps', () => {
    const css = '/* a, b { } */ .x .a, .x .b { color: red; }\n@media (x) { .x .c { top: 0; } }\n@keyframes k { 0% { top: 0; } to { top: 1px; } }';
    expect(selectors(css).map((s) => s.selector)).toEqual(['.x .a', '.x .b', '.x .c']);
  });

  it.each(GAME_KINDS)('%s: every selector starts with the root class', (kind) => {
    const sheets = Object.keys(gameSheets).filter((f) => f.startsWith(`./${kind}/`));
    expect(sheets).toEqual([`./${kind}/ui/${kind}.css`]);
    const outside = selectors(gameSheets[sheets[0]!]!)
      .map((s) => s.selector)
      .filter((s) => !new RegExp(`^\\.${kind}(?![\\w-])`).test(s));
    expect(selectors(gameSheets[sheets[0]!]!).length).toBeGreaterThan(0);
    expect(outside).toEqual([]);
  });

  it("the shell's stylesheet holds no game's classes", () => {
    const games = selectors(shellSheet).filter((s) => GAME_KINDS.some((k) => s.selector.includes(`.${k}`)) || /\.(md|cr)-/.test(s.selector));
    expect(games).toEqual([]);
  });
});
