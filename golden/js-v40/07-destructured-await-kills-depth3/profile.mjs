// Builds a short profile line from two awaited lookups.
const USERS = { 7: { name: 'ada', tags: ['new'] }, 9: { name: 'bob', tags: [] } };

async function fetchUser(id) {
  const record = USERS[id] ?? { name: 'ghost', tags: [] };
  return { id, name: record.name, tags: [...record.tags] };
}

async function fetchScore(id) {
  return id * 10;
}

async function fetchAvatar(id) {
  return `/avatars/${id}.png`;
}

export async function buildProfile(id) {
  let name = 'anonymous';
  const { name: fetched, tags } = await fetchUser(id);
  name = fetched.toUpperCase();
  const score = await fetchScore(id);
  tags.push(score > 50 ? 'active' : 'idle');
  const avatar = await fetchAvatar(id);
  let badge = 'none';
  badge = tags.join('+');
  const summary = `${name} [${badge}]`;
  console.log(`avatar ${avatar}`);
  return summary;
}

buildProfile(7).then((text) => console.log(text));
