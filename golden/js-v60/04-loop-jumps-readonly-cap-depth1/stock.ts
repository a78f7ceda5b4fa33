interface Rule {
  limit(): number;
}

class ShelfRule implements Rule {
  constructor(private readonly cap: number) {}
  limit(): number {
    return this.cap;
  }
}

class CrateRule implements Rule {
  constructor(private readonly crates: number, private readonly perCrate: number) {}
  limit(): number {
    return this.crates * this.perCrate;
  }
}

function restock(levels: number[], skipEmpty: boolean): number {
  const shelf: Rule = new ShelfRule(40);
  const crate: Rule = new CrateRule(3, 12);
  const cap = shelf.limit();
  let ordered = 0;
  let audited = 0;
  for (const level of levels) {
    audited += 1;
    if (level < 0) {
      break;
    }
    if (skipEmpty && level === 0) {
      continue;
    }
    const need = cap - level;
    if (need <= 0) {
      continue;
    }
    ordered += need;
  }
  console.log(`audited ${audited}, crate limit ${crate.limit()}`);
  return ordered;
}

console.log(restock([10, 0, 45, 5, -1, 7], true));
