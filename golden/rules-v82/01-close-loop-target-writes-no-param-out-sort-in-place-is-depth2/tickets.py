"""Support tickets: loaded from rows, filtered, ordered and closed in place."""
from operator import attrgetter


def clean(text):
    return " ".join(text.split())


class Ticket:
    def __init__(self, ident, title, priority):
        self.ident = ident
        self.title = clean(title)
        self.priority = priority
        self.status = "open"


def load(rows):
    tickets = []
    for row in rows:
        tickets.append(Ticket(row["id"], row["title"], int(row["prio"])))
    return tickets


def select(tickets, floor):
    chosen = [t for t in tickets if t.status == "open" and t.priority >= floor]
    return chosen


def prioritize(tickets):
    tickets.sort(key=attrgetter("priority"), reverse=True)


def close(tickets, stamp):
    for t in tickets:
        t.status = "closed"
        t.closed_at = stamp


def summarize(tickets):
    parts = []
    for t in tickets:
        parts.append("%s %s (p%d)" % (t.ident, t.title, t.priority))
    return "; ".join(parts)
