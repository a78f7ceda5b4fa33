"""Receiving, counting and shipping stock in a small depot."""
from stock import Item


def receive(item, cartons, per_carton=12):
    if cartons <= 0:
        return item.label
    item.quantity += cartons * per_carton
    return item.label


def recount(item, counted, damaged):
    usable = counted - damaged
    if usable < 0:
        usable = 0
    item.quantity = usable
    return item.label


def ship(item, units):
    note = f"shipping {units} of {item.sku}"
    left = item.quantity - units
    item.quantity = left
    return note


def adjust(pens, ink, shelf):
    spare = shelf // 2
    pens.quantity = 50 + spare
    ink.quantity = shelf - 1


def run_day():
    pens = Item("PEN", 40)
    ink = Item("INK", 3, reorder_at=2)
    adjust(pens, ink, 8)
    lines = [receive(pens, 2), recount(ink, 3, 2)]
    lines.append(ship(pens, 5))
    lines.append(pens.label)
    return lines


if __name__ == "__main__":
    for line in run_day():
        print(line)
