"""Monthly bill from meter readings."""
from meter import Meter


def bill(readings, opening, rate):
    m = Meter(opening)
    spare = Meter(0)
    for r in readings:
        m.add(r)
        spare.add(1)
    m.peek()
    used = m.total()
    cost = used * rate
    return cost


def monthly(readings):
    return bill(readings, 100, 0.25)
