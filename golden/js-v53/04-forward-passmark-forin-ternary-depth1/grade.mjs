// Letter grades for a class; the pass mark shifts every boundary.
export function letter(score, mark) {
  const top = mark + 20;
  return score >= top ? 'A' : score >= mark ? 'B' : score >= mark - 10 ? 'C' : 'F';
}

export function gradeAll(scores, passMark) {
  const report = {};
  let best = '';
  let seen = 0;
  for (const name in scores) {
    seen++;
    const grade = letter(scores[name], passMark);
    report[name] = grade;
    if (grade === 'A') {
      best = name;
    }
  }
  return { report, best, seen };
}
