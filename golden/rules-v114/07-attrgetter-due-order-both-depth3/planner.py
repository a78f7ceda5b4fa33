"""Task planning: parse task rows and pick the next task for a person."""

from operator import attrgetter
from types import SimpleNamespace


def parse(rows):
    tasks = []
    for row in rows:
        if len(row) != 4:
            print("skipping malformed row", row)
            continue
        name, priority, due, owner = row
        tasks.append(SimpleNamespace(name=name, priority=int(priority), due=due, owner=owner))
    return tasks


def pick(tasks, owner):
    mine = [t for t in tasks if t.owner == owner]
    if not mine:
        return None
    by_due = sorted(mine, key=attrgetter("due"))
    best = max(by_due, key=lambda t: t.priority)
    return best


def overdue(tasks, today):
    late = filter(lambda t: t.due < today, tasks)
    return sorted(late, key=attrgetter("due"))
