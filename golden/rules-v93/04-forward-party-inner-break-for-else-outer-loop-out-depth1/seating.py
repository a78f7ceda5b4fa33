"""Find blocks of adjacent free seats in a seating plan."""


def free_blocks(rows, party):
    offers = []
    full = []
    for number, row in enumerate(rows, 1):
        run = 0
        start = None
        for seat, taken in enumerate(row):
            if taken:
                run = 0
                continue
            run += 1
            if run == party:
                start = seat - party + 1
                break
        else:
            full.append(number)
        if start is not None:
            offers.append((number, start))
    if full:
        print("no block of", party, "in rows", full)
    return offers
