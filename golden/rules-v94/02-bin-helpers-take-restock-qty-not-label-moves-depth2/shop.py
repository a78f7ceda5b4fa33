"""Serve a queue of requests from one bin, refilling it when it runs low."""
from stock import Bin, label, restock, take

LOW = 3


def serve(item, requests, refill):
    served = []
    for amount in requests:
        got = take(item, amount)
        served.append(got)
        if item.qty < LOW:
            restock(item, refill)
    left = item.qty
    print("served", served, "left", left)
    return left


def run(code, start, site):
    item = Bin(code, start)
    name = label(item, site)
    refill = start // 2
    left = serve(item, [2, 4, 3, 1], refill)
    print(name, item.moves)
    return left


if __name__ == "__main__":
    run("A7", 6, "north")
