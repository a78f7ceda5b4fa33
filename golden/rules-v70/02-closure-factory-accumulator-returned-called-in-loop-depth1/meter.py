"""Running charges for a metered billing export, kept in closures."""

ROUND = 2


def make_meter(rate, cap):
    if cap <= 0:
        raise ValueError("cap must be positive")
    total = 0.0

    def charge(units):
        nonlocal total
        cost = units * rate
        if total + cost > cap:
            print("cap reached at", round(total, ROUND))
            cost = cap - total
        total += cost
        return round(cost, ROUND)

    def used():
        return total

    return charge, used
