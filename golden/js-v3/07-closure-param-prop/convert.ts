const ROUND = 100;

class Converter {
  constructor(private readonly rate: number, tag: string) {
    console.log(`converter ${tag}`);
  }

  apply(amount: number): number {
    return Math.round(amount * this.rate * ROUND) / ROUND;
  }
}

export function summarize(prices: number[], rate: number, tag: string): number {
  const label = tag.trim();
  const conv = new Converter(rate, label);
  let sum = 0;
  let seen = 0;
  const add = (x: number) => {
    sum += conv.apply(x);
  };
  const show = () => {
    console.log(tag, sum);
  };
  for (const p of prices) {
    seen += 1;
    if (p < 0) {
      continue;
    }
    add(p);
  }
  show();
  console.log(seen);
  return sum;
}
