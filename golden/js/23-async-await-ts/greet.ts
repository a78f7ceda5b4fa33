type User = { id: number; name: string };

async function fetchUser(id: number): Promise<User> {
  const name = await lookupName(id);
  return { id, name };
}

async function lookupName(id: number): Promise<string> {
  const table: string[] = ['ann', 'bob', 'cy'];
  const stamp = Date.now();
  console.log(stamp);
  return table[id % table.length];
}

export async function greet(id: number, loud: boolean): Promise<string> {
  const user = await fetchUser(id);
  const text = `hello ${user.name}`;
  const shout = loud ? text.toUpperCase() : text;
  console.log(shout);
  return text;
}
