from rates import loyalty, money, zone_base
from shipping import Parcel, Shipper


def estimate(zone):
    return zone_base(zone) + 1


def dispatch(shipper, parcels, totals):
    print("carrier:", shipper.describe())
    shipper.set_discount(loyalty(len(parcels)))
    fees = []
    count = 0
    for parcel, total in zip(parcels, totals):
        fee = shipper.ship(parcel, total)
        fees.append(fee)
        count += 1
        print(parcel.label(), money(fee))
    print("shipped", count, "parcels")
    return fees


def main():
    shipper = Shipper("acme")
    parcels = [Parcel("north", 3), Parcel("islands", 25), Parcel("south", 8)]
    totals = [40, 150, 60]
    fees = dispatch(shipper, parcels, totals)
    print("total shipping:", money(sum(fees)))
    print("estimate north:", estimate("north"))


main()
