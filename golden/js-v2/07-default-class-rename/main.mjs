import Gauge from './meter.js';

export function measure(start, delta) {
  const base = start * 2;
  const g = new Gauge(base);
  const spare = new Gauge(delta);
  g.add(delta);
  const tag = g.label();
  const sum = g.total();
  console.log(tag, spare.label());
  return sum;
}
