"""Scan rows for a key."""


def scan(rows, key, verbose):
    hit = None
    count = 0
    for row in rows:
        count += 1
        if row["ok"]:
            if row["key"] == key:
                hit = row
                break
        last = row
    if verbose:
        print("scanned", count)
    seen = count
    return seen, hit


def lookup(table, wanted):
    rows = table["rows"]
    mode = table["verbose"]
    seen, hit = scan(rows, wanted, mode)
    return hit
