export const MAX_CHUNK = 8;
export const LONG_WORD = 8;
export const WEIGHTS: Record<string, number> = { long: 2, short: 1, link: 4 };

export function measure(word: string, weights: Record<string, number> = WEIGHTS): number {
  if (word.startsWith("http")) {
    return weights.link;
  }
  const kind = word.length > LONG_WORD ? "long" : "short";
  return weights[kind] * Math.ceil(word.length / LONG_WORD);
}

export function describe(count: number, rest: string): string {
  const tail = rest === "" ? "" : `, ${rest.length} chars left`;
  return `${count} chunks${tail}`;
}
