export class Batch {
  constructor(items, budget) {
    this.items = items;
    this.budget = budget;
    this.skipped = [];
    this.spent = 0;
  }

  plan() {
    const chosen = [];
    let left = this.budget;
    for (const item of this.items) {
      if (item.cost <= 0) {
        this.skipped.push(item.name);
        continue;
      }
      if (item.cost > left) {
        break;
      }
      left -= item.cost;
      this.spent += item.cost;
      chosen.push(item.name);
    }
    return chosen;
  }
}
