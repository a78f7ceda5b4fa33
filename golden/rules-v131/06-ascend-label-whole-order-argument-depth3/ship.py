from models import Address, Customer, Order
from labels import label_for, weigh


def ship(order, log):
    fee = weigh(order)
    if fee > 10:
        log.append("heavy %d" % order.number)
    tag = label_for(order)
    log.append(tag)
    return fee


def preview():
    home = Address("1 Elm Rd", "Leeds")
    sample = Order(0, Customer("demo", home))
    return label_for(sample)


def main():
    log = []
    buyer = Customer("Kay", Address("9 Dock St", "Hull"))
    first = Order(101, buyer)
    second = Order(102, Customer("Lu", Address("2 Hill Rd", "York")))
    first.add(3)
    second.add(20)
    ship(first, log)
    ship(second, log)
    print(preview(), log)


main()
