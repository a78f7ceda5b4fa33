const MAX_TRIES = 3;

export function deliver(messages, send) {
  let attempts = 0;
  const count = () => {
    attempts += 1;
  };
  const failed = [];
  for (const msg of messages) {
    count();
    if (!send(msg)) {
      count();
      failed.push(msg.id);
    }
  }
  {
    const attempts = failed.length * MAX_TRIES;
    console.log(`worst case: ${attempts} more tries`);
  }
  const rate = attempts / Math.max(messages.length, 1);
  return { rate, failed };
}

export function runBatch(batch) {
  const outcome = deliver(batch.items, (m) => m.body.length > 0);
  const pct = Math.round(outcome.rate * 100);
  return `${batch.name}: ${pct}% retries, ${outcome.failed.length} failed`;
}

const night = { name: 'night', items: [{ id: 'a', body: 'hi' }, { id: 'b', body: '' }] };
console.log(runBatch(night));
