"""Parking slots: take the first free slot that fits, else an overflow bay."""


def overflow_bay(size):
    if size > 3:
        return "BAY-XL"
    return "BAY"


def find_slot(slots, size, reserved):
    chosen = None
    scanned = 0
    for name, free in slots:
        scanned += 1
        if name in reserved:
            continue
        if free >= size:
            chosen = name
            break
    else:
        chosen = overflow_bay(size)
    print("scanned", scanned, "of", len(slots))
    return chosen
