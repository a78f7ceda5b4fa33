import { tokenize, scoreDoc, highlight } from './text.mjs';

export function rank(docs, query, { minScore = 0.2, limit = 10 } = {}) {
  const terms = tokenize(query);
  const cutoff = terms.length > 3 ? minScore / 2 : minScore;
  let dropped = 0;
  const scored = docs.map((doc) => ({ ...doc, score: scoreDoc(doc, terms) }));
  const kept = scored.filter((doc) => {
    if (doc.hidden) {
      return false;
    }
    if (doc.score < cutoff) {
      dropped += 1;
      return false;
    }
    return true;
  });
  console.log(`rank: dropped ${dropped} of ${docs.length}`);
  kept.sort((a, b) => b.score - a.score);
  return kept.slice(0, limit).map(({ id, title, score }) => ({ id, title, score: Number(score.toFixed(2)) }));
}

export function suggest(docs, prefix) {
  const terms = tokenize(prefix);
  const hits = rank(docs, prefix, { limit: 3 });
  return hits.map((hit) => highlight(hit.title, terms));
}

const library = [
  { id: 1, title: 'The art of the fugue' },
  { id: 2, title: 'Art and fear', hidden: true },
  { id: 3, title: 'Fugue state' },
  { id: 4, title: 'A history of art' },
  { id: 5, title: 'Concerto in D' },
];
console.log(suggest(library, 'art fugue'));
