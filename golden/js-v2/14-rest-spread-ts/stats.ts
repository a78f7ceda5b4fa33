function sum(...xs: number[]): number {
  let total = 0;
  for (const x of xs) {
    total += x;
  }
  return total;
}

function scaleAll(tag: string, factor: number, ...values: number[]): number[] {
  console.log(tag, values.length);
  return values.map((v) => v * factor);
}

export function report(base: number[], extra: number, bonus: number): number {
  const nums = [...base, extra];
  const label = `run-${bonus}`;
  const factor = bonus > 0 ? 2 : 1;
  const scaled = scaleAll(label, factor, ...nums);
  const all = sum(...scaled);
  const check = sum(bonus, extra);
  console.log(check);
  return all;
}
