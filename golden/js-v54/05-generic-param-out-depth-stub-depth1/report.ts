import { pushAll, clamp } from './ledger.js';

type Entry = { id: string; amount: number };

function loadBatch(): Entry[] {
  const raw: Entry[] = [{ id: "a", amount: 40 }, { id: "b", amount: 250 }];
  return raw;
}

function collect(batch: Entry[], extra: Entry[]): number {
  const kept: Entry[] = [];
  const skipped: Entry[] = [];
  pushAll(kept, batch);
  pushAll(skipped, extra);
  let sum: number = 0;
  for (const e of kept) {
    sum += clamp(e.amount);
  }
  console.log(`skipped ${skipped.length}`);
  return sum;
}

function main(): void {
  const batch: Entry[] = loadBatch();
  const extra: Entry[] = [{ id: "c", amount: 5 }];
  const total: number = collect(batch, extra);
  console.log(`total ${total}`);
}

main();
