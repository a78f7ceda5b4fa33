"""Pick a shipping offer from a price list."""


def pick_offer(offers, budget, region, heavy, verbose):
    seen = 0
    chosen = None
    surcharge = 3 if heavy else 1
    tag = "heavy" if heavy else "light"
    for offer in sorted(offers, key=lambda o: o["price"] + surcharge * o["kg"]):
        seen += 1
        if offer["region"] != region:
            continue
        if offer["price"] > budget:
            break
        if chosen is None or offer["rating"] > chosen["rating"]:
            chosen = offer
    note = "%s: checked %d" % (tag, seen)
    if verbose:
        print(note)
    return chosen
