function price(kind, base) {
  let rate = 1;
  let fee = 0;
  switch (kind) {
    case "gold":
      rate = 0.8;
    case "silver":
      fee = 2;
      break;
    case "bronze":
      rate = 0.95;
      break;
    default:
      fee = 5;
  }
  return base * rate;
}

console.log(price("gold", 100));
