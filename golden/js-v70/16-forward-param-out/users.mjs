function setName(target, raw) {
  const clean = raw.trim();
  target.name = clean;
  target.touched = true;
}

function makeUser(input, age) {
  const user = { age: age };
  const label = input.toUpperCase();
  setName(user, input);
  const copy = { ...user };
  console.log(label);
  return copy;
}

console.log(makeUser(' ann ', 30));
