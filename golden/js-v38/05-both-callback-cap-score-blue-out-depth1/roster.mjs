// A roster rates its players; strength() caps each rating at the roster's cap.
export class Roster {
  games = 0;

  constructor(team, cap, players) {
    this.team = team;
    this.cap = cap;
    this.players = players;
  }

  add(name, rating) {
    this.players.push({ name, rating });
  }

  strength(bonus) {
    let total = 0;
    let capped = 0;
    this.players.forEach((p) => {
      if (p.rating > this.cap) {
        total += this.cap;
        capped += 1;
      } else {
        total += p.rating;
      }
    });
    this.lastBonus = bonus;
    const score = total + bonus;
    console.log(`${this.team}: ${capped} capped`);
    return score;
  }
}
