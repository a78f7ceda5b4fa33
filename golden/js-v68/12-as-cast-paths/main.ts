type Dims = { w: number; h: number };

function measure(seed: number, junk: number): number {
  const o = { w: 1, h: 1 } as Dims;
  if (seed > 0) {
    (o as Dims).w = seed;
  }
  (o as Dims).h = junk;
  const area = (o as Dims).w * 2;
  return area;
}

const a = measure(3, 9);
console.log(a);
