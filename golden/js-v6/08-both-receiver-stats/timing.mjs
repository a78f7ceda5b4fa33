import Stats from './stats.mjs';

const SLOW_MS = 100;

export function measure(samples, warmup = 1) {
  const stats = new Stats();
  const slow = new Stats();
  let skipped = 0;
  for (const [name, ms] of samples) {
    if (warmup > 0) {
      warmup -= 1;
      skipped += 1;
      continue;
    }
    stats.add(ms);
    if (ms > SLOW_MS) {
      slow.add(ms);
      console.log(`slow: ${name}`);
    }
  }
  const avg = stats.mean();
  console.log(stats.describe(), `skipped ${skipped}`);
  return { avg, slow: slow.mean() };
}

export function report(samples) {
  const { avg: mean, slow } = measure(samples);
  const ratio = slow / mean;
  return `${mean.toFixed(1)} ms (slow ratio ${ratio.toFixed(2)})`;
}

console.log(report(new Map([['boot', 250], ['a', 12], ['b', 140], ['c', 8]])));
