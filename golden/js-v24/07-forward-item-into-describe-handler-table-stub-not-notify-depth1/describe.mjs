function onPush(ev) {
  return `${ev.actor} pushed ${ev.commits} commit(s) to ${ev.branch}`;
}

function onIssue(ev) {
  const verb = ev.closed ? 'closed' : 'opened';
  return `${ev.actor} ${verb} issue #${ev.number}`;
}

function onStar(ev) {
  return `${ev.actor} starred the repository`;
}

const HANDLERS = { push: onPush, issue: onIssue, star: onStar };

export function describe(ev) {
  if (!(ev.type in HANDLERS)) {
    return `${ev.actor} did something (${ev.type})`;
  }
  return HANDLERS[ev.type](ev);
}
