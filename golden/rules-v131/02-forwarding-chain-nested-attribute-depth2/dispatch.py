from models import Address, Customer, Order


def dispatch(log):
    home = Address("Oslo", "Main St 1")
    ann = Customer("Ann", home)
    first = Order(ann, ["lamp"])
    second = Order(ann, ["desk", "chair"])
    first.note = "gift wrap"
    second.customer.address = Address("Tromso", "Pier 2")
    where = second.destination()
    log.append(first.note)
    log.append("%s: %d items to %s" % (ann.greeting(), second.count(), where))
    return where


entries = []
print(dispatch(entries))
print(entries)
