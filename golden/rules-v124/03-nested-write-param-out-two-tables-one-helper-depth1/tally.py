"""Fills per-user and per-day order tables from raw order rows."""


def new_day_table(days, kinds):
    table = {}
    for day in days:
        table[day] = {kind: 0 for kind in kinds}
    return table


def tally(rows, by_user, by_day):
    for row in rows:
        if not row.get("user") or row.get("day") not in by_day:
            continue
        by_user.setdefault(row["user"], []).append(row["id"])
        by_day[row["day"]][row["kind"]] += row["qty"]


def day_total(by_day, day):
    total = 0
    for qty in by_day[day].values():
        total += qty
    return total
