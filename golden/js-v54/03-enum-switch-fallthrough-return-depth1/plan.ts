enum Tier {
  Free,
  Pro = 10,
  Team = Pro * 2,
}

type Seats = number;

function monthly(tier: Tier, seats: Seats): number {
  let price: number = 0;
  let perks: string = "none";
  switch (tier) {
    case Tier.Free:
      perks = "ads";
      break;
    case Tier.Pro:
      price = 12;
      perks = "support";
      break;
    case Tier.Team:
      price = 9 * seats;
      if (seats > 50) {
        return 400;
      }
      perks = "admin";
    default:
      price += 1;
  }
  console.log(`perks: ${perks}`);
  return price;
}

interface Invoice {
  tier: Tier;
  total: number;
}

const bill: number = monthly(Tier.Team, 12);
const invoice: Invoice = { tier: Tier.Team, total: bill };
console.log(invoice.total);
console.log(monthly(Tier.Pro, 3));
