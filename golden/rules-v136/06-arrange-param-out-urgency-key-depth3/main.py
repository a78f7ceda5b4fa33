"""Pick the next task from today's list."""

from planner import arrange, pick
from tasks import load_tasks

LINES = [
    "write report,3,2,",
    "fix build,5,1,blocked",
    "",
    "review pr,2,6,",
    "old ticket,1,9,done",
]


def main():
    tasks = load_tasks(LINES)
    latest = len(tasks) > 2
    backlog = [t for t in tasks if t["done"]]
    arrange(backlog, False)
    name, score, hot, spare = pick(tasks, latest)
    print(name, score, hot, spare, len(backlog))


main()
