// Vote counting over an array of { option, count } objects.

function indexOf(items, option) {
  for (let i = 0; i < items.length; i++) {
    if (items[i].option === option) {
      return i;
    }
  }
  return -1;
}

export function isListed(options, name) {
  const rows = options.map((option) => ({ option }));
  return indexOf(rows, name) >= 0;
}

export function countVotes(ballots, options, limit) {
  const items = options.map((option) => ({ option, count: 0 }));
  const spoiled = [];
  let cast = 0;
  for (const b of ballots) {
    if (cast >= limit) {
      break;
    }
    const i = indexOf(items, b.choice);
    if (i < 0) {
      spoiled.push(b.voter);
      continue;
    }
    items[i].count += 1;
    cast += 1;
  }
  const winner = items.reduce((best, it) => (it.count > best.count ? it : best));
  console.log(`spoiled: ${spoiled.join(',')}`);
  return winner.option;
}
