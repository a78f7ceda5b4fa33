export function describeAll(users, sep) {
  const parts = [];
  let count = 0;
  const prefix = '#';
  for (const user of users) {
    const name = user.name.trim();
    const line = `${prefix}${count}: ${name}`;
    parts.push(line);
    count++;
  }
  const header = `users: ${count}`;
  return parts.join(sep);
}
