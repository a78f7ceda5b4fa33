// Cache statistics kept as module state.
let hits = 0;
let misses = 0;

export function resetStats() {
  hits = 0;
  misses = 0;
}

export function hit() {
  hits++;
}

export function miss() {
  misses += 1;
}

export function ratio() {
  const total = hits + misses;
  if (total === 0) {
    return 0;
  }
  return hits / total;
}

export function missCount() {
  return misses;
}
