"""Quoting an office order: desks and a set of chairs."""
from invoice import Line


def quote(desk_price, chairs, chair_price):
    desk = Line(desk_price)
    chair = Line(chair_price, rate=0.1)
    if chairs >= 4:
        chair.net = chair_price * chairs * 0.95
    else:
        chair.net = chair_price * chairs
    chair.net += 15.0
    desk.net = desk_price + 25.0
    desk_total = desk.gross
    chair_total = chair.gross
    return desk_total, chair_total


def price_order(order):
    desks = order["desks"]
    chairs = order["chairs"]
    desk_price = 180.0 * desks
    if order.get("member"):
        desk_price = desk_price * 0.9
    chair_price = 45.0
    desk_total, chair_total = quote(desk_price, chairs, chair_price)
    return round(desk_total + chair_total, 2)


ORDER = {"desks": 2, "chairs": 6, "member": True}

if __name__ == "__main__":
    print(price_order(ORDER))
