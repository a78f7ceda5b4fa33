def label_for(order):
    city = order.customer.address.city
    code = city[:3].upper()
    return "%s-%d" % (code, order.number)


def weigh(order):
    return order.weight * 2
