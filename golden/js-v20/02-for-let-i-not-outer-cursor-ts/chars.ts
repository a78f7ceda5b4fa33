export interface Token {
  kind: string;
  text: string;
  next: number;
}

export const PREFIXES = ['--', '-', '@'];
export const SPACES = ' \t\n';
const QUOTES = '"\'';

export function isSpace(ch: string): boolean {
  return SPACES.includes(ch);
}

export function isQuote(ch: string): boolean {
  return QUOTES.includes(ch);
}
