function award(bonus, names) {
  const team = [{ name: 'a', pts: 1 }, { name: 'b', pts: 2 }];
  const bench = [{ name: 'c', pts: 0 }];
  for (let i = 0; i < team.length; i++) {
    if (team[i].pts > 1) {
      team[i].pts += bonus;
    }
  }
  bench[0].pts = 50;
  console.log(names, bench);
  return team;
}

console.log(award(10, ['x']));
