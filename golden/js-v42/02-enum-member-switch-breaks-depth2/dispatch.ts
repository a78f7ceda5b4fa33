import { Channel, ESCALATION_SCORE, Priority, channelCost } from "./levels";

interface Ticket {
  id: string;
  score: number;
  vip?: boolean;
}

export function route(ticket: Ticket): string {
  let priority = Priority.Low;
  if (ticket.score > ESCALATION_SCORE) {
    priority = Priority.Urgent;
  } else if (ticket.vip) {
    priority = Priority.Normal;
  }
  let channel = Channel.Email;
  let delay = 60;
  switch (priority) {
    case Priority.Urgent:
      channel = Channel.Pager;
      delay = 0;
      break;
    case Priority.Normal:
      channel = Channel.Sms;
      delay = 15;
      break;
    default:
      console.log(`ticket ${ticket.id} queued`);
  }
  const cost = channelCost(channel);
  return `${ticket.id} via ${channel} in ${delay}m, cost ${cost}`;
}

function triage(scores: number[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < scores.length; i++) {
    const ticket: Ticket = { id: `T${i + 1}`, score: scores[i], vip: i % 2 === 1 };
    const line = route(ticket);
    out.push(line);
  }
  return out;
}

console.log(triage([85, 20, 30]).join("\n"));
