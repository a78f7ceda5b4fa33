"""Pack orders into crates; an item that does not fit closes the crate early."""


def pack(orders, crate_limit, max_crates):
    crates = 0
    packed_weight = 0
    for order in orders:
        load = 0
        for weight in order:
            if load + weight > crate_limit:
                break
            load += weight
        packed_weight += load
        crates += 1
        if crates >= max_crates:
            print("crate cap reached")
            break
    report = f"{crates} crates"
    return report, packed_weight


def heaviest(orders):
    return max(sum(order) for order in orders)
