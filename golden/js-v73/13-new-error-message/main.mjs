function validate(age) {
  const min = 18;
  const unit = "years";
  let status = "ok";
  try {
    if (age < min) {
      throw new Error("too young by " + (min - age) + " " + unit);
    }
    status = "adult";
  } catch (err) {
    const reason = err.message;
    status = reason;
  }
  return status;
}

console.log(validate(20));
console.log(validate(12));
