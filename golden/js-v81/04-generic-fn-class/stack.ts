function wrap<T>(value: T, tag: string): T[] {
  console.log("wrap", tag);
  const out: T[] = [];
  out.push(value);
  return out;
}

class Stack<T> {
  items: T[] = [];
  push(x: T): void {
    this.items.push(x);
  }
  size(): number {
    return this.items.length;
  }
}

function main(): void {
  const label = "nums";
  const n = 42;
  const arr = wrap<number>(n, label);
  const st = new Stack<number>();
  st.push(arr[0]);
  st.push(7);
  const count = st.size();
  console.log(count);
}

main();
