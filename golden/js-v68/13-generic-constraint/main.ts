interface HasId {
  id: number;
}

function keyOf<T extends HasId>(item: T, note: string): number {
  console.log(note);
  return item.id * 10;
}

function longest<T extends { length: number }>(a: T, b: T): T {
  if (a.length >= b.length) {
    return a;
  }
  return b;
}

const row = { id: 4, name: "r" };
const msg = "hello";
const key = keyOf<{ id: number; name: string }>(row, msg);
const w = longest<string>("abc", msg);
console.log(key, w);
