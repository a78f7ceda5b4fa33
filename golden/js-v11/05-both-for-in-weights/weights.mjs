export const BASE_WEIGHTS = { title: 3, body: 1, tags: 2 };
export const FLOOR = 0.01;

export function normalizeWeights(weights) {
  let total = 0;
  for (const field in weights) {
    total += weights[field];
  }
  const out = {};
  for (const field of Object.keys(weights)) {
    out[field] = Math.max(weights[field] / total, FLOOR);
  }
  return out;
}

export function describeWeights(weights) {
  const parts = [];
  for (const field in weights) {
    parts.push(`${field}=${weights[field].toFixed(2)}`);
  }
  return parts.join(' ');
}
