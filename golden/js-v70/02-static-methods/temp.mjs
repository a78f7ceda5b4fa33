class Temp {
  static fromF(f, note) {
    console.log(note);
    const c = ((f - 32) * 5) / 9;
    return Math.round(c);
  }

  static describe(c) {
    return `${c}C`;
  }
}

function report(readings, tag) {
  const out = [];
  for (const r of readings) {
    const c = Temp.fromF(r, tag);
    out.push(c);
  }
  const text = Temp.describe(out[0]);
  console.log(text);
  return out;
}

console.log(report([212, 32], 'x'));
