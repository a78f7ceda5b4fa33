import { on, emit } from './bus.mjs';

export function runSession(user, max) {
  const handlers = [];
  const audit = [];
  let lastUser = '';
  const record = (e) => {
    audit.push(`${e.type}:${e.user}`);
  };
  on(handlers, record);
  on(handlers, (e) => {
    lastUser = e.user;
  });
  const event = { type: 'login', user };
  const reached = emit(handlers, event, max);
  return { reached, audit, lastUser };
}

function replay(log, max) {
  const results = [];
  for (const user of log) {
    results.push(runSession(user, max));
  }
  return results;
}

const LOG = ['ada', 'grace'];
console.log(JSON.stringify(replay(LOG, 1)));
