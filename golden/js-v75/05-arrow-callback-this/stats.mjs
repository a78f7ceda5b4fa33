const WEIGHT = 3;

class Stats {
  total = 0;
  addAll(xs) {
    xs.forEach((x) => {
      this.total += x * WEIGHT;
    });
  }
}

const data = [1, 2, 3];
const other = [9, 9];
const s = new Stats();
const s2 = new Stats();
s2.addAll(other);
s.addAll(data);
const t = s.total;
console.log(t, s2.total);
