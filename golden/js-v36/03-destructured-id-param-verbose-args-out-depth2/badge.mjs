const PREFIX = '#';

export function badge({ id, name }, verbose = false) {
  const tag = PREFIX + String(id).padStart(3, '0');
  if (verbose) {
    console.log('badge for', name);
  }
  const text = `${tag} ${name.trim()}`;
  return text;
}
