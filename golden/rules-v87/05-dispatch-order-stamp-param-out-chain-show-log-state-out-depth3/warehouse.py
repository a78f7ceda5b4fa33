"""Place, stamp and ship a day's orders."""
from orders import Order, show, stamp


def dispatch(sku, qty, carrier, today):
    order = Order()
    order.place(sku, qty)
    show(order)
    desk = "desk-%d" % (qty % 3)
    stamp(order, today, desk)
    if carrier:
        order.ship(carrier)
    return order


def run_day(jobs, today):
    done = []
    for sku, qty, carrier in jobs:
        done.append(dispatch(sku, qty, carrier, today))
    return done


if __name__ == "__main__":
    for o in run_day([("nut", 4, "dhl"), ("bolt", 0, "ups"), ("gear", 2, "")], "mon"):
        show(o)
