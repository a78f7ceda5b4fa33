const DEFAULT_TRIES = 3;
const DEFAULT_GAP = 250;
const LABEL = 'job';

export function schedule(options, stamps) {
  options.label ||= LABEL;
  const { retries: tries = DEFAULT_TRIES, gap = DEFAULT_GAP } = options;
  const [, second, ...later] = stamps;
  const first = stamps[0];
  console.log(options.label, first, second);
  const span = later.length * gap;
  const budget = tries * span;
  return budget;
}
