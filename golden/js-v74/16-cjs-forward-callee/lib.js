function double(n) {
  const d = n * 2;
  return d;
}

function label(s) {
  return "<" + s + ">";
}

module.exports = { double, label };
