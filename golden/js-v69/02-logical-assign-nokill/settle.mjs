function settle(opts) {
  let name = opts.name;
  name ||= "anon";
  let limit = opts.limit;
  limit ??= 10;
  let ok = opts.ok;
  ok &&= limit > 5;
  const tag = `${name}`;
  return [ok, limit];
}

console.log(settle({ name: "", limit: null, ok: true }));
