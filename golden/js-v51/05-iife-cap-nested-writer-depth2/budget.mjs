// Monthly budget check; the cap is computed once by an IIFE.
const CAP = (() => {
  const base = Number(process.env.BUDGET_BASE ?? 1200);
  const reserve = base / 10;
  const note = `cap derived from ${base}`;
  console.log(note);
  return base - reserve;
})();

function planMonth(expenses) {
  let spent = 0;
  let skipped = 0;
  function approve(item) {
    spent += item.amount;
  }
  function remaining() {
    return CAP - spent;
  }
  for (const item of expenses) {
    if (spent + item.amount > CAP) {
      skipped += 1;
      continue;
    }
    approve(item);
    console.log(`after ${item.name}: ${remaining()} left`);
  }
  console.log(`skipped ${skipped}`);
  return spent;
}

const EXPENSES = [
  { name: 'rent', amount: 700 },
  { name: 'trip', amount: 400 },
  { name: 'food', amount: 250 },
];
const spentTotal = planMonth(EXPENSES);
const headroom = CAP - spentTotal;
console.log(`spent ${spentTotal}, headroom ${headroom}`);
