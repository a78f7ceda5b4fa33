import { BASE_WEIGHTS, normalizeWeights, describeWeights } from './weights.mjs';

export function scoreDoc(doc, boosts = {}) {
  const weights = normalizeWeights({ ...BASE_WEIGHTS, ...boosts });
  let score = 0;
  let matched = 0;
  for (const field in weights) {
    const words = (doc[field] ?? '').split(' ').filter(Boolean);
    matched += words.length > 0 ? 1 : 0;
    score += words.length * weights[field];
  }
  const fields = Object.keys(doc).length;
  return { score: Number(score.toFixed(3)), matched, fields };
}

const doc = { title: 'slicing js', body: 'a b c', tags: 'x' };
const plain = scoreDoc(doc);
const boosted = scoreDoc(doc, { tags: 5 });
console.log(plain.score, boosted.score, plain.matched);
console.log(describeWeights(BASE_WEIGHTS));
