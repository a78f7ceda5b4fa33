// text.mjs — word helpers shared by the indexer
export const STOP = new Set(['the', 'a', 'of', 'and', 'to']);
const SUFFIXES = ['ing', 'ed'];

export function normalize(word, keepCase) {
  const trimmed = word.replace(/[^A-Za-z]/g, '');
  if (keepCase) {
    return trimmed;
  }
  return trimmed.toLowerCase();
}

export function stem(word) {
  for (const suffix of SUFFIXES) {
    if (word.endsWith(suffix)) {
      return word.slice(0, -suffix.length);
    }
  }
  return word;
}
