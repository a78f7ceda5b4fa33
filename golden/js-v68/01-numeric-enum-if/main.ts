enum Level {
  Low = 1,
  High = 5,
}

function grade(score: number): Level {
  if (score > 10) {
    return Level.High;
  }
  return Level.Low;
}

const s = 12;
const other = 3;
const lvl = grade(s);
let msg = "calm";
if (lvl === Level.High) {
  msg = "alert";
}
console.log(msg, other);
