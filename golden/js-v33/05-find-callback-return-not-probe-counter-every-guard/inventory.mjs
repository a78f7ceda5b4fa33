// Supplier choice with every/find/some callbacks.
const RESERVE = 2;

function inStock(item) {
  return item.qty > RESERVE;
}

export function pickSupplier(items, suppliers, region) {
  let probes = 0;
  let note = "";
  if (!items.every(inStock)) {
    return null;
  }
  const local = suppliers.find((s) => {
    probes++;
    return s.region === region && s.open;
  });
  const anyOpen = suppliers.some((s) => s.open);
  if (!anyOpen) {
    note = "all closed";
  }
  const names = Array.from(new Set(suppliers.map((s) => s.name)));
  const chosen = local ?? suppliers[0];
  return { chosen: chosen.name, probes, names, note };
}
