const PAD = 4;
let next = 1;
let issued = 0;

export function allocate(prefix: string): string {
  const id = `${prefix}-${String(next).padStart(PAD, "0")}`;
  next += 1;
  issued += 1;
  return id;
}

export function peek(): number {
  return next;
}

export function restart(from: number): void {
  if (from > next) {
    next = from;
  }
}

export function issuedCount(): number {
  return issued;
}
