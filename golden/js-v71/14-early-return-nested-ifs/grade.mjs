function classify(score, bonus) {
  let grade = "F";
  const extra = bonus * 2;
  if (score > 50) {
    if (score > 90) {
      return "A";
    }
    grade = "C";
  }
  const adj = extra + 1;
  grade = grade + "!";
  return grade;
}

function main() {
  const s = 70;
  const b = 3;
  const g = classify(s, b);
  return g;
}

console.log(main());
