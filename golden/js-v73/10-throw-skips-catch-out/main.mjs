function grade(n) {
  let level = n;
  let note = "";
  try {
    if (n < 0) {
      throw { code: -n };
    }
    level = n * 2;
  } catch (err) {
    note = "neg:" + err.code;
  } finally {
    level += 1;
  }
  return level;
}

console.log(grade(3), grade(-2));
