const SCHEME = 'Bearer';

function countKeys(record) {
  const keys = Object.keys(record);
  return keys.length;
}

export function describe(target, headers) {
  const verb = target.split(' ')[0].toLowerCase();
  console.log(`${verb}: ${countKeys(headers)} headers`);
  return verb;
}

export function withAuth(headers, token) {
  const auth = `${SCHEME} ${token}`;
  return { ...headers, authorization: auth };
}

export function stripAuth(headers) {
  const { authorization, ...rest } = headers;
  return rest;
}
