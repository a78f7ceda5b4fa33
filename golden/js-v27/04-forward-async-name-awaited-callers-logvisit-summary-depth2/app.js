'use strict';
const { loadUser } = require('./users');

function logVisit(who, at) {
  console.log(`visit by ${who.name}`);
  const day = at.toISOString().slice(0, 10);
  return day;
}

async function greet(id, greeting = 'Hello') {
  const user = await loadUser(id);
  const day = logVisit(user, new Date());
  console.log(`greeted on ${day}`);
  const text = `${greeting}, ${user.name} (${user.initials})`;
  const badge = greeting.length > 3 ? '*' : '';
  return { text, badge };
}

async function main() {
  const first = await greet(7);
  console.log(first.text + first.badge);
  const second = await greet(9, 'Hi');
  const size = second.text.length;
  console.log(size);
}

main();
