"""Quote shipping for each parcel of an order and total the fees."""
from rates import charge, express_rate, standard_rate


def quote(parcel, speed):
    express = speed == "express"
    if express:
        rate_fn = express_rate
    else:
        rate_fn = standard_rate
    fee = charge(parcel, rate_fn)
    label = "express" if express else "standard"
    print(f"{parcel['id']}: {label} {fee}")
    return fee


def saving(parcel):
    """What the customer saves by choosing standard over express."""
    slow = charge(parcel, standard_rate)
    fast = charge(parcel, express_rate)
    return round(fast - slow, 2)


def checkout(parcels, speed):
    total = 0
    for parcel in parcels:
        total += quote(parcel, speed)
    return round(total, 2)
