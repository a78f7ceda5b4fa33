import { courseGrade } from './grades.mjs';

const padName = (name) => name.padEnd(8, ' ');

export function reportCard(roster, weights, options) {
  const digits = options.digits ?? 1;
  const lines = [];
  for (const student of roster) {
    const grade = courseGrade(student, weights, digits);
    lines.push(`${padName(student.name)} ${grade}`);
  }
  return lines.join('\n');
}

const WEIGHTS = [0.5, 0.3, 0.2];
const ROSTER = [
  { name: 'Ines', exam: 88, project: 95, quizzes: 90, attendance: 0.95 },
  { name: 'Tom', exam: 61, project: 70, quizzes: 55, attendance: 0.8 },
];
console.log(reportCard(ROSTER, WEIGHTS, { digits: 1 }));
