const { award, clearBoard, total, played } = require('./scoreboard.cjs');

function scoreRound(hits) {
  if (hits > 0) {
    award(hits * 10);
  }
}

function play() {
  scoreRound(4);
  const warmup = total();
  clearBoard();
  scoreRound(2);
  scoreRound(0);
  const final = total();
  console.log(`warmup ${warmup}, rounds ${played()}`);
  return final;
}

console.log(play());
