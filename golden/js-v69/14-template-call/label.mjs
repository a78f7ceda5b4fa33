function fmt(n) {
  return n.toFixed(1);
}

function label(user, score, extra) {
  const unused = extra * 2;
  const msg = `${user.name}: ${fmt(score)}`;
  return msg;
}

function main() {
  const u = { name: "ann" };
  const s = 2.345;
  const e = 7;
  return label(u, s, e);
}

console.log(main());
