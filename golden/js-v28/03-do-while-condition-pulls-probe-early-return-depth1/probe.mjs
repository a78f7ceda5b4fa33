export function probe(hosts, attempt) {
  for (const h of hosts) {
    if (h.down) {
      continue;
    }
    if (h.load < 0.5 + attempt * 0.1) {
      return h.name;
    }
  }
  console.log(`attempt ${attempt}: every host busy`);
  return null;
}

export function busiest(hosts) {
  let top = null;
  for (const h of hosts) {
    if (!top || h.load > top.load) {
      top = h;
    }
  }
  return top ? top.name : null;
}
