function describe(err, prefix) {
  const stamp = prefix.length;
  return err.tag + ":" + err.code;
}

function run(items) {
  const out = [];
  for (const it of items) {
    try {
      if (it.qty < 0) {
        throw { tag: it.name, code: it.qty };
      }
      out.push(it.name);
    } catch (e) {
      const text = describe(e, "warn");
      out.push(text);
    }
  }
  return out;
}

console.log(run([{ name: "a", qty: 1 }, { name: "b", qty: -2 }]));
