"""Quote delivery rounds from a depot."""

from geometry import Vector
from route import route_length, trip_cost


class Order:
    def __init__(self, name, stops, fee):
        self.name = name
        self.stops = stops
        self.fee = fee


def quote(order, depot, rate):
    if not order.stops:
        print(order.name, "has nothing to deliver")
        return
    stops = [depot] + order.stops + [depot]
    fee = order.fee
    print("path of", order.name, round(route_length(stops), 2), "km")
    cost = trip_cost(stops, rate, fee)
    print(f"{order.name}: {len(order.stops)} drops, {cost:.2f} EUR")


def round_trip(depot, drop, rate):
    stops = [depot, drop, depot]
    cost = trip_cost(stops, rate, 0.0)
    print(f"single drop round trip: {cost:.2f} EUR")


def main(orders, depot, rate):
    for order in orders:
        quote(order, depot, rate)
    round_trip(depot, orders[0].stops[-1], rate)


if __name__ == "__main__":
    home = Vector(0, 0)
    north = [Vector(3, 4), Vector(3, 4), Vector(6, 8)]
    east = [Vector(40, 0), Vector(40, 30)]
    main([Order("north", north, 5.0), Order("east", east, 7.5), Order("none", [], 0.0)], home, 0.35)
    print("depot moved to", home + Vector(1, 1) * 2)
