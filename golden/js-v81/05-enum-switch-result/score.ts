enum Level {
  Low = 1,
  Mid = Low * 5,
  High = 100,
}

const BONUS = 3;
enum Color { Red, Blue }

function score(level: Level, base: number): number {
  let result = 0;
  switch (level) {
    case Level.Low:
      result = base;
      break;
    case Level.Mid:
      result = base * 2;
      break;
    default:
      result = base + BONUS;
  }
  return result;
}

console.log(score(Level.Mid, 10));
console.log(score(Level.High, 4));
console.log(Color.Red);
