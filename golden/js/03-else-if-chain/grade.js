function classify(score, strict) {
  let grade = 'F';
  let note = '';
  if (score >= 90) {
    grade = 'A';
  } else if (score >= 75) {
    grade = 'B';
    note = 'close';
  } else if (strict) {
    note = 'strict';
  } else {
    grade = 'C';
  }
  return grade;
}

module.exports = { classify };
