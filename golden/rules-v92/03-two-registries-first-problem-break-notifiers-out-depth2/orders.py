"""Place orders: the first problem rejects, otherwise every notifier runs."""
from rules import NOTIFIERS, VALIDATORS


def first_problem(order):
    problem = None
    for check in VALIDATORS:
        problem = check(order)
        if problem:
            break
    return problem


def send_notices(order):
    sent = []
    for notify in NOTIFIERS:
        sent.append(notify(order))
    return sent


def place(order):
    problem = first_problem(order)
    if problem:
        return "rejected: " + problem
    notices = send_notices(order)
    return "accepted, " + "; ".join(notices)


ORDERS = [
    {"sku": "A1", "qty": 2, "email": "ann@example.com"},
    {"sku": "Z9", "qty": 1, "email": "bob@example.com"},
    {"sku": "B2", "qty": 40, "email": "cy@example.com"},
]

if __name__ == "__main__":
    for order in ORDERS:
        print(place(order))
