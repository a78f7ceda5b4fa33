"""Find a row with break and a for-else fallback."""


def find_first(rows, target):
    found = None
    checked = 0
    for r in rows:
        checked += 1
        if r == target:
            found = r
            break
    else:
        found = -1
    print(checked)
    return found


print(find_first([3, 4, 5], 4))
