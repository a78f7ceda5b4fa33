// Invoice numbers handed out from module state.
let issued = 0;
let lastCustomer = "";
let prefix = "INV";

export function usePrefix(p) {
  prefix = p;
}

export function reserve(count, customer) {
  issued += count;
  lastCustomer = customer;
  return `${prefix}-${issued}`;
}

export function issuedSoFar() {
  return issued;
}

export function whoWasLast() {
  return lastCustomer;
}
