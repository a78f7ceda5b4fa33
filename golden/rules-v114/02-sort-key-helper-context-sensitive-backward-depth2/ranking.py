"""Scoring rules for the league table."""

WIN = 3


def points(row):
    total = row["won"] * WIN + row["drawn"]
    if row.get("penalty"):
        print("deducting", row["penalty"], "from", row["team"])
        total -= row["penalty"]
    return total


def relegated(rows, count):
    ordered = sorted(rows, key=points)
    return [row["team"] for row in ordered[:count]]


def describe(row):
    played = row["won"] + row["drawn"] + row["lost"]
    return "%s: %d played, %d pts" % (row["team"], played, points(row))
