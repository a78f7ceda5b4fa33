// A send budget kept as module state: check, then charge.
let budget = 4;
let spent = 0;
let refused = 0;

function canSend(cost) {
  return spent + cost <= budget;
}

function charge(cost) {
  spent += cost;
}

function topUp(extra) {
  budget += extra;
}

const jobs = [1, 2, 3, 1];
const sent = [];
for (const cost of jobs) {
  const ok = canSend(cost);
  if (ok) {
    sent.push(cost);
    charge(cost);
  } else {
    refused++;
  }
}
topUp(5);
console.log(sent, refused, canSend(3));
