import { weightedMean } from './stats.mjs';

function letterFor(score) {
  if (score >= 90) {
    return 'A';
  }
  if (score >= 75) {
    return 'B';
  }
  if (score >= 60) {
    return 'C';
  }
  return 'F';
}

export function courseGrade(student, weights, digits) {
  const scores = [student.exam, student.project, student.quizzes];
  const raw = weightedMean(scores, weights);
  const bonus = student.attendance >= 0.9 ? 2 : 0;
  const final = Math.min(100, raw + bonus);
  const letter = letterFor(final);
  return `${final.toFixed(digits)} ${letter}`;
}
