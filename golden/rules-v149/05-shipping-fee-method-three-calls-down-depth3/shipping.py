from rates import zone_base, heavy_extra, FREE_OVER


class Parcel:
    def __init__(self, zone, weight):
        self.zone = zone
        self.weight = weight

    def label(self):
        return "%s/%dkg" % (self.zone, self.weight)


class Shipper:
    def __init__(self, carrier):
        self.carrier = carrier
        self.discount = 0

    def set_discount(self, amount):
        self.discount = amount

    def describe(self):
        return "%s (-%d)" % (self.carrier, self.discount)

    def cost_for(self, parcel):
        base = zone_base(parcel.zone)
        extra = heavy_extra(parcel.weight)
        fee = base + extra - self.discount
        return fee

    def ship(self, parcel, order_total):
        if order_total >= FREE_OVER:
            fee = 0
        else:
            fee = self.cost_for(parcel)
        return fee
