import { Card, GoldCard } from "./cards.mjs";

export function issueGold(name, income) {
  const card = new GoldCard(name, income);
  return card.headroom();
}

export function demo() {
  const basic = new Card("bob", 500);
  const gold = new GoldCard("ann", 90000);
  const okBasic = basic.charge(200);
  const ok = gold.charge(30000);
  if (!ok) {
    console.log("gold card declined");
  }
  console.log(okBasic, gold.headroom());
}

demo();
console.log(issueGold("cy", 40000));
