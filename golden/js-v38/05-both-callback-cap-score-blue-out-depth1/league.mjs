import { Roster } from './roster.mjs';

// Compare two rosters: red's capped strength against blue's name length.
export function compare(extra) {
  const red = new Roster('red', 7, [{ name: 'ana', rating: 9 }, { name: 'cy', rating: 5 }]);
  const blue = new Roster('blue', 9, []);
  blue.add('bo', 8);
  blue.games += 1;
  const bonus = extra + 1;
  const r = red.strength(bonus);
  const b = blue.team.length;
  const gap = r - b;
  console.log(`gap ${gap}`);
  return gap;
}

export function season(rounds) {
  let sum = 0;
  for (let i = 0; i < rounds; i++) {
    sum += compare(i);
  }
  return sum;
}

const weekly = compare(2);
console.log(`weekly gap: ${weekly}`);
console.log(`season total: ${season(2)}`);
