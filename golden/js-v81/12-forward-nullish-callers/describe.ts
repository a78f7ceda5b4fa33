type User = { name?: string; age?: number };

function describe(u?: User): string {
  const name = u?.name ?? "anon";
  const age = u?.age ?? 0;
  let text = name;
  if (age > 18) {
    text = text + " (adult)";
  }
  return text;
}

function report(): void {
  const user: User = { name: "kim", age: 30 };
  const line = describe(user);
  const other = describe(undefined);
  console.log(line);
  console.log(other.length);
}

report();
