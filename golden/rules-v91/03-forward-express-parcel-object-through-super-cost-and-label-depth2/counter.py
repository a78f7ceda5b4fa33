"""Book express parcels at the counter and total the day."""
from shipping import Express, Freight


def book_express(weight, place, deadline, pallets):
    parcel = Express(weight, place, deadline)
    bulk = Freight(pallets * 120, place)
    price = parcel.cost()
    tag = parcel.label()
    if price > 50:
        tag = tag + " (insured)"
    total = price + bulk.cost()
    print(tag)
    return total


def close_day(jobs, pallets):
    takings = 0.0
    count = 0
    for weight, place, deadline in jobs:
        takings += book_express(weight, place, deadline, pallets)
        count += 1
    print(count, "express parcels")
    return round(takings, 2)


if __name__ == "__main__":
    day = close_day([(10.0, "oslo", "fri"), (2.5, "rome", "mon")], 2)
    print("takings:", day)
