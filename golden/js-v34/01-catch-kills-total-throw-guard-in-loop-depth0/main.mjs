import { parseAmounts } from './amounts.mjs';

const good = [{ id: 1, amount: '12' }, { id: 2, amount: '5000' }, { id: 3, amount: '30' }];
const broken = [{ id: 4, amount: '7' }, { id: 5, amount: 'n/a' }];

for (const rows of [good, broken]) {
  const { total, note, bad } = parseAmounts(rows);
  console.log(total, note, bad);
}
