enum Mode {
  Fast = "fast",
  Safe = "safe",
}

function delay(m: Mode): number {
  if (m === Mode.Fast) {
    return 1;
  }
  return 10;
}

let chosen = Mode.Safe;
const retries = 2;
const d = delay(chosen);
const total = d * retries;
console.log(retries);
console.log(total);
