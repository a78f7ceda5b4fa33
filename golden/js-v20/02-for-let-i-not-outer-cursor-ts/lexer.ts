import { isSpace, PREFIXES } from './chars.js';
import type { Token } from './chars.js';

export function readToken(src: string, start: number): Token {
  if (start >= src.length) {
    return { kind: 'end', text: '', next: start };
  }
  let i = start;
  let kind = 'word';
  for (let i = 0; i < PREFIXES.length; i++) {
    if (src.startsWith(PREFIXES[i], start)) {
      kind = 'flag';
      break;
    }
  }
  while (i < src.length) {
    if (isSpace(src[i])) {
      break;
    }
    i++;
  }
  const text = src.slice(start, i);
  return { kind, text, next: i };
}

export function firstWord(line: string): string {
  return readToken(line.trimStart(), 0).text;
}

export function kindAt(src: string, at: number): string {
  const token = readToken(src, at);
  return token.kind;
}

console.log(firstWord('  --verbose mode'), kindAt('ls -la', 3), kindAt('ls -la', 0), kindAt('ls', 2));
