"""Summarise the power and water samples of one site."""
from meters import Meter

LITRES = 3.785


def summarize(samples, site):
    power = Meter("kW")
    water = Meter("L")
    for kind, value in samples:
        if kind == "power":
            power.record(value)
        else:
            water.record(value * LITRES)
    water.record(0)
    label = site.upper() + " power"
    avg = power.average()
    flow = water.average()
    return label, avg, flow


if __name__ == "__main__":
    DATA = [("power", 2), ("water", 10), ("power", 4), ("water", 6)]
    print(summarize(DATA, "depot"))
