import type { Hit } from "./model";

export class Scorer {
  private total = 0;

  constructor(private readonly weight: number, readonly name: string = "anon") {}

  add(hit: Hit): void {
    let points = hit.points ?? 0;
    const bonus = (factor: number): void => {
      points *= factor;
    };
    if (hit.critical) {
      bonus(2);
    }
    this.total += points * this.weight;
  }

  result(): number {
    return this.total;
  }
}
