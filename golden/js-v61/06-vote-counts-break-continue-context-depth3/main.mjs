import { countVotes, isListed } from './board.mjs';

const options = ['red', 'green', 'blue'];
const ballots = [
  { voter: 'a', choice: 'green' },
  { voter: 'b', choice: 'red' },
  { voter: 'c', choice: 'pink' },
  { voter: 'd', choice: 'green' },
  { voter: 'e', choice: 'blue' },
];
const limit = 3;
const extra = ['pink'];
const winner = countVotes(ballots, options, limit);
console.log(`winner: ${winner}`);
console.log(`pink listed: ${isListed(options.concat(extra), 'pink')}`);
