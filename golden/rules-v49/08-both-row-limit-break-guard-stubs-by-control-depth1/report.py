"""Query reports printed as text tables."""
from table import render_table


def show(title, rows, opts):
    limit = opts.get("max_rows")
    if limit is not None and limit < 1:
        limit = None
    text = render_table(title, rows, limit)
    print(text)
    return text.count("\n") + 1


def main(argv, rows):
    opts = {"max_rows": int(argv[1])} if len(argv) > 1 else {}
    shown = show("Open tickets", rows, opts)
    print("%d lines printed" % shown)
    return 0


if __name__ == "__main__":
    tickets = [(101, "login fails", "high"), (102, "typo", "low"), (103, "slow search", "mid")]
    main(["report", "2"], tickets)
