"""Daily planner: print each person's next task and the overdue list."""

import sys

from planner import overdue, parse, pick


def clean(field):
    return field.strip()


def read_rows(argv):
    sample = "report|2|2024-05-03|alice;deploy|3|2024-05-02|bob;review|3|2024-05-01|alice;bad row"
    text = argv[0] if argv else sample
    rows = []
    for chunk in text.split(";"):
        rows.append([clean(f) for f in chunk.split("|")])
    return rows


def summary_line(tasks, who, width):
    task = pick(tasks, who)
    label = who.ljust(width)
    if task is None:
        return label + " nothing to do"
    return "%s %s (due %s, p%d)" % (label, task.name, task.due, task.priority)


def main(argv):
    rows = read_rows(argv)
    tasks = parse(rows)
    people = ["alice", "bob", "carol"]
    width = max(len(who) for who in people)
    for who in people:
        print(summary_line(tasks, who, width))
    for task in overdue(tasks, "2024-05-02"):
        print("overdue:", task.name)


if __name__ == "__main__":
    main(sys.argv[1:])
