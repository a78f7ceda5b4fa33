"""Command-line front end of the task tracker."""
from table import format_row, render_table


def cmd_list(store, args):
    rows = [(t.id, t.title, t.status) for t in store.tasks()]
    table = render_table(rows, ("id", "title", "status"), fancy=args.fancy)
    print(table)
    return 0


def cmd_summary(store, args):
    counts = store.count_by_status()
    line = format_row([counts.get("open", 0), counts.get("done", 0)], [6, 6])
    print("open   done")
    print(line)
    return 0
