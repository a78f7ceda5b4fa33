import { badge } from './badge.mjs';

export function renderTeam(members, loud) {
  const lines = [];
  const title = members.length > 1 ? 'Team' : 'Solo';
  lines.push(badge({ id: 0, name: 'Team' }, loud));
  for (const m of members) {
    const entry = { id: m.id, name: m.nick };
    lines.push(badge(entry, true));
  }
  return `${title}\n${lines.join('\n')}`;
}

const roster = [
  { id: 7, nick: ' ada ' },
  { id: 12, nick: 'linus' },
];
const quiet = false;
console.log(renderTeam(roster, quiet));
