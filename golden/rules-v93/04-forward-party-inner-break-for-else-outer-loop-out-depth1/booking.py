"""Offer seats to bookings from a venue's seating plan."""
from seating import free_blocks


def offer(plan, guests, wheelchair):
    party = len(guests)
    rows = plan["rows"]
    if wheelchair:
        rows = rows[:1]
    offers = free_blocks(rows, party)
    label = plan["name"].upper()
    first = offers[0] if offers else None
    return {"venue": label, "guests": guests, "first": first}


def offer_all(plan, bookings):
    answers = []
    for guests, wheelchair in bookings:
        answer = offer(plan, guests, wheelchair)
        answers.append(answer)
    return answers


PLAN = {"name": "Studio", "rows": [[1, 0, 0, 1], [0, 0, 0, 0], [1, 1, 1, 1]]}

if __name__ == "__main__":
    answers = offer_all(PLAN, [(["ann", "bo"], False), (["cy", "di", "ed"], True)])
    for answer in answers:
        print(answer)
