export const STEP = 'step';
export const RAMP = 'ramp';
const MAX_PARTY = 8;

export function fits(table, party) {
  if (party > MAX_PARTY) {
    return false;
  }
  const spare = table.seats - party;
  return table.free && spare >= 0 && spare <= 2;
}

export function describeTable(section, table) {
  const access = table.access === RAMP ? ' (ramp)' : '';
  return `${section.name} #${table.id}${access}`;
}
