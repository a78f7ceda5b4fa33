class Counter {
  count = 0;
  inc(by: number): void {
    this.count += by;
  }
  peek(): number {
    return this.count;
  }
}

function run(flag: boolean): number {
  const c: Counter | undefined = flag ? new Counter() : undefined;
  const step = 4;
  const skip = 9;
  c?.inc(step);
  c?.peek();
  console.log(skip);
  const v = c?.peek() ?? -1;
  return v;
}

console.log(run(true));
