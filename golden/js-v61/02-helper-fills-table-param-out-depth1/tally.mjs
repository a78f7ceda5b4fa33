import { addScore } from './scores.mjs';

function tally(rounds, verbose) {
  const byPlayer = {};
  const byTeam = {};
  const tag = verbose ? 'round' : '';
  for (const r of rounds) {
    addScore(byPlayer, r.player, r.points, tag);
    addScore(byTeam, r.team, r.points * 2, '');
  }
  console.log(`teams: ${Object.keys(byTeam).join(',')}`);
  return byPlayer;
}

const rounds = [
  { player: 'ana', team: 'red', points: 3 },
  { player: 'ben', team: 'blue', points: 5 },
  { player: 'ana', team: 'red', points: 4 },
];
const verbose = process.argv.includes('-v');
const players = tally(rounds, verbose);
console.log(JSON.stringify(players));
