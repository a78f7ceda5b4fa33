const LIMIT = 10;

function firstMatch(xs, pred) {
  for (const x of xs) {
    if (pred(x)) {
      return x;
    }
  }
  return null;
}

const isBig = (n) => {
  const label = "big";
  if (n > LIMIT) {
    return true;
  }
  return false;
};

function main() {
  const data = [3, 12, 40];
  const found = firstMatch(data, isBig);
  return found;
}

console.log(main());
