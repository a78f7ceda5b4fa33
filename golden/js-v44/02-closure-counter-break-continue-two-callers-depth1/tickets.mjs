// Ticket batches: a factory whose local helper bumps a closed-over counter.
export function makeTicketBatch(prefix, requests, limit) {
  let issued = 0;
  let skipped = 0;
  const tickets = [];
  function bump() {
    issued += 1;
  }
  for (const req of requests) {
    if (req.cancelled) {
      skipped += 1;
      continue;
    }
    if (issued >= limit) {
      console.log(prefix, "limit reached before", req.name);
      break;
    }
    bump();
    tickets.push(prefix + "-" + String(issued).padStart(3, "0") + " " + req.name);
  }
  return { tickets: tickets, issued: issued, skipped: skipped };
}

export function describeBatch(batch) {
  return batch.tickets.join(", ") + " (" + batch.skipped + " skipped)";
}
