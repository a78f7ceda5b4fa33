"""Pick a storage slot for an upload."""


def pick(slots, size):
    chosen = None
    fits = False
    for slot in slots:
        if slot["busy"]:
            continue
        if slot["free"] >= size:
            chosen = slot
            fits = True
            break
    else:
        fits = size <= 0
        print("no slot for", size)
    if fits:
        return chosen["name"] if chosen else "any"
    return None
