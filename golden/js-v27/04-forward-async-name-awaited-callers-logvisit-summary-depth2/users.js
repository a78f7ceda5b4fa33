'use strict';

const ROWS = {
  7: { name: '  Ada Lovelace ', role: 'admin' },
  9: { name: 'Alan Turing', role: 'staff' },
};

async function fetchRow(id) {
  const row = ROWS[id];
  return row || { name: 'unknown', role: 'guest' };
}

exports.loadUser = async (id) => {
  const row = await fetchRow(id);
  const name = row.name.trim();
  const role = row.role.toUpperCase();
  const initials = name.split(' ').map((part) => part[0]).join('');
  console.log(`loaded ${role}`);
  return { id, name, role, initials };
};

exports.fetchRow = fetchRow;
