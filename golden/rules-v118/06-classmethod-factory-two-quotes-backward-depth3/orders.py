"""Invoice a main and a spare parcel through the shipment factory."""
from shipping import Shipment


def invoice(order_id, weight, express, spare_weight):
    tag = "order-" + str(order_id)
    main = Shipment.quote(weight, express, tag)
    spare = Shipment.quote(spare_weight, False, tag + "-spare")
    handling = 2.0
    total = main.cost + handling
    print(tag, "via", main.carrier(), "and", spare.carrier())
    return total + spare.cost


if __name__ == "__main__":
    order = 17
    kilos = 3.0
    rush = True
    spare_kilos = 1.0
    print(invoice(order, kilos, rush, spare_kilos))
