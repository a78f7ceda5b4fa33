// Leaderboard built from callbacks defined apart from their call sites.
function isValid(r) {
  return r.points >= 0 && r.name !== "";
}

function score(r) {
  return r.points * (r.bonus ? 2 : 1);
}

function add(acc, n) {
  return acc + n;
}

export function leaderboard(rows, threshold) {
  const n = Math.max(1, rows.length);
  const valid = rows.filter(isValid);
  const scores = valid.map(score);
  const total = scores.reduce(add, 0);
  const passed = scores.filter((s) => s >= threshold);
  const best = passed.reduce(add, 0);
  const mean = total / n;
  const share = passed.length / n;
  return { total, best, mean, share };
}

const ROWS = [{ name: "ann", points: 7, bonus: true }, { name: "bo", points: 4 }, { name: "", points: 9 }];
const board = leaderboard(ROWS, 8);
console.log(board.best, board.share.toFixed(2));
