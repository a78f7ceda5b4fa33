'use strict';

// A scoreboard kept in module state.
let points = 0;
let rounds = 0;

function award(n) {
  points += n;
  rounds += 1;
}

function clearBoard() {
  points = 0;
}

function total() {
  return points;
}

function played() {
  return rounds;
}

module.exports = { award, clearBoard, total, played };
