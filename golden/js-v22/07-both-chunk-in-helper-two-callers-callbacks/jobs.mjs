import { inBatches } from './batch.mjs';

export function invoiceTotals(orders) {
  const totals = [];
  let batches = 0;
  const rounds = inBatches(orders, 3, (chunk) => {
    batches += 1;
    totals.push(chunk.reduce((sum, o) => sum + o.amount, 0));
  });
  console.log(`${rounds} rounds, ${batches} batches`);
  return totals;
}

export function mailMerge(users, perRound) {
  let sent = 0;
  const log = [];
  const sendChunk = (group, round) => {
    log.push(`round ${round}`);
    sent += group.length;
  };
  inBatches(users, perRound, sendChunk);
  return { sent, log };
}

const ORDERS = [5, 8, 2, 9, 4, 7, 1].map((amount) => ({ amount }));
const USERS = ['ann', 'bob', 'cy', 'dee', 'eve'];

const sums = invoiceTotals(ORDERS);
const mail = mailMerge(USERS, 2);
console.log(sums.join(' '));
console.log(`sent ${mail.sent}`);
