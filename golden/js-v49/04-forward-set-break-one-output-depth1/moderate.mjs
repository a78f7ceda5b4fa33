// moderate.mjs — flags chat messages that contain a banned word
export function flagMessages(messages, bannedWords, perUser) {
  const banned = new Set(bannedWords);
  const flagged = [];
  for (const msg of messages) {
    const words = msg.text.toLowerCase().split(' ');
    for (const w of words) {
      if (banned.has(w)) {
        flagged.push(msg.id);
        break;
      }
    }
    perUser.set(msg.user, (perUser.get(msg.user) ?? 0) + 1);
  }
  return flagged;
}

export function activity(perUser) {
  const counts = Array.from(perUser.values());
  const busiest = Math.max(...counts);
  const rows = [];
  for (const [user, count] of perUser.entries()) {
    rows.push(count === busiest ? `${user}:${count}!` : `${user}:${count}`);
  }
  return rows.join(' ');
}
