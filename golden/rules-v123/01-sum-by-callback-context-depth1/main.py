"""Print the bill and the parcel weight for a sample order."""
from billing import invoice_total, shipping_weight
from helpers import count_if

ORDER = [
    ("tea", 2, 3.5),
    None,
    ("mug", 1, 8.0),
]
COURIER = ("courier", 1, 4.5)
PARCELS = [{"kg": 1.2}, {"kg": 0.4}]


def is_heavy(parcel):
    return parcel["kg"] > 1.0


def main():
    bill = invoice_total(ORDER, COURIER)
    kg = shipping_weight(PARCELS)
    heavy = count_if(PARCELS, is_heavy)
    print(f"bill {bill}")
    print(f"weight {kg} kg, {heavy} heavy parcel(s)")


if __name__ == "__main__":
    main()
