"""Route length and trip cost for a list of stops."""


def leg_length(a, b):
    step = b - a
    return abs(step)


def route_length(stops):
    total = 0.0
    legs = 0
    for i in range(1, len(stops)):
        d = leg_length(stops[i - 1], stops[i])
        if d == 0:
            continue
        legs += 1
        total += d
    print("  ", legs, "legs")
    return total


def trip_cost(stops, price_per_km, fixed):
    km = route_length(stops)
    reach = stops[len(stops) // 2] - stops[0]
    if km > 50:
        price_per_km = price_per_km * 0.9
    cost = km * price_per_km + fixed
    print("   turning point", stops[len(stops) // 2], "is", abs(reach), "km out")
    return round(cost, 2)
