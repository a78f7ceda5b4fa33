"""Plan the first pages of a scan over each table."""
import sys

from query import Query, cap_limit, next_page, traced, with_limit


def plan(table, raw_limit):
    base = Query(table)
    limit = int(raw_limit)
    first = with_limit(base, limit)
    same = traced(base, limit)
    whole = base.sql()
    shown = same.sql()
    second = next_page(first)
    cap_limit(base, limit)
    capped = base.sql()
    return [first.sql(), second.sql(), capped, whole, shown]


def report(tables, raw_limit):
    lines = []
    for table in tables:
        lines.extend(plan(table, raw_limit))
    return lines


if __name__ == "__main__":
    print("\n".join(report(["orders", "users"], sys.argv[1] if len(sys.argv) > 1 else "800")))
