function check(n) {
  const limit = 10;
  let msg = "ok";
  try {
    if (n > limit) {
      const err = { code: n - limit, tag: "big" };
      throw err;
    }
    msg = "fine " + n;
  } catch (e) {
    msg = "over by " + e.code;
  }
  return msg;
}

console.log(check(4));
console.log(check(15));
