from validate import validate, normalize, MAX_QTY


def load_orders():
    return [
        {"name": " Tea ", "qty": 3},
        {},
        {"name": "Jam", "qty": 80},
        {"name": "", "qty": 1},
    ]


def process(orders, strict_limit):
    accepted = []
    rejected = 0
    for raw in orders:
        order = normalize(raw)
        err = validate(order, strict_limit)
        if err is not None:
            rejected += 1
            continue
        accepted.append(order["name"])
    audit = validate({"name": "audit", "qty": 99}, MAX_QTY)
    print("audit:", audit)
    return accepted, rejected


def main():
    ok, bad = process(load_orders(), 10)
    print("accepted:", ok)
    print("rejected:", bad)


main()
