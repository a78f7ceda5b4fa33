def check(rows, limit):
    bad = None
    label = "row"
    note = "ignored"
    try:
        for i, r in enumerate(rows):
            size = len(r)
            if size > limit:
                raise ValueError(f"{label} {i} too long: {size}")
    except ValueError as e:
        bad = str(e)
    print(note)
    return bad


print(check(["ab", "abcdef"], 3))
