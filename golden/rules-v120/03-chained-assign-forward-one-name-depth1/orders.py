"""Summarise a batch of orders."""
from collections import namedtuple
from metrics import ratio, spread

Order = namedtuple("Order", "sku qty price")


def tally(orders):
    total = count = 0
    largest = None
    for o in orders:
        if o.qty <= 0:
            continue
        total += o.qty * o.price
        count += 1
        if largest is None or o.qty > largest.qty:
            largest = o
    avg = total / count if count else 0.0
    fill = ratio(count, len(orders))
    share = ratio(largest.qty, total) if largest else 0.0
    qty_range = spread([o.qty for o in orders])
    return {"orders": count, "avg": avg, "fill": fill, "top": share, "range": qty_range}


def report(batch):
    stats = tally(batch)
    line = f"{stats['orders']} orders, avg {stats['avg']:.2f}, fill {stats['fill']}"
    return line


def is_busy(batch):
    return tally(batch)["orders"] > 1


if __name__ == "__main__":
    batch = [Order("a1", 2, 9.5), Order("b2", 0, 4.0), Order("c3", 5, 3.0)]
    print(report(batch))
    print("busy:", is_busy(batch))
