function pick(cfg, key) {
  const table = cfg?.table;
  const extra = cfg?.extra;
  const k = key.trim();
  const v = table?.[k];
  const n = v?.toFixed(2);
  console.log(extra);
  return n;
}

const out = pick({ table: { a: 1.5 }, extra: 3 }, " a ");
console.log(out);
