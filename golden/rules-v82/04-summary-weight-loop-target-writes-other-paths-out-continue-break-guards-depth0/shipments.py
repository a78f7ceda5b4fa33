"""Parcels of a delivery round and the weight a van carries on it."""


class Parcel:
    def __init__(self, ident, weight, zone):
        self.ident = ident
        self.weight = weight
        self.zone = zone
        self.state = "depot"


def round_weight(parcels, zone, limit):
    carried = 0.0
    skipped = []
    for parcel in parcels:
        parcel.checked = True
        if parcel.zone != zone:
            skipped.append(parcel.ident)
            continue
        if parcel.state == "collected":
            parcel.weight = 0.0
        carried += parcel.weight
        parcel.state = "on_van"
        if carried > limit:
            break
    print("skipped", skipped)
    return carried
