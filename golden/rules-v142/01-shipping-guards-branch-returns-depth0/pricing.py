"""Shipping prices with guard clauses and several return points."""


def shipping_cost(weight, zone, express):
    note = "zone " + str(zone)
    if weight is None:
        return None
    if weight <= 0:
        print("empty parcel", note)
        return 0
    cost = 5 + weight * 2
    if zone == "remote":
        cost = cost + 10
        return cost
    elif zone == "abroad":
        return None
    if express:
        cost = cost * 2
    print("charged", note)
    return cost


def is_heavy(weight):
    if weight is None:
        return False
    return weight > 20
