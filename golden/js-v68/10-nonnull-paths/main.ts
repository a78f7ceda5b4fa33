type Bag = { items: number[]; tags: string[] };

function fill(seed: number, tag: string): number {
  const bag: Bag | undefined = { items: [], tags: [] };
  bag!.items.push(seed);
  bag!.tags.push(tag);
  const count = bag!.items.length;
  return count;
}

const sd = 7;
const tg = "t";
console.log(fill(sd, tg));
