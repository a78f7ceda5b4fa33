function tally(points, bonus) {
  let score = 0;
  let rounds = 0;
  let penalty = 5;
  score += points;
  rounds++;
  score *= 2;
  penalty -= bonus;
  ++score;
  score -= rounds;
  return score;
}
