import { Tally } from './tally.mjs';

// Score a game: home values are boosted by the weight, away values are not.
function score(game, weight) {
  const home = new Tally('home');
  const away = new Tally('away');
  const boost = weight * 2;
  const seen = home.addAll(game.home, boost);
  away.addAll(game.away, 1);
  const h = home.total();
  const a = away.total();
  const n = away.size();
  console.log(`${seen} home values, ${n} away values`);
  return h - a;
}

const games = [
  { home: [3, 4], away: [5] },
  { home: [1], away: [2, 2] },
];
const margin = score(games[0], 1.5);
console.log(`margin ${margin}`);
