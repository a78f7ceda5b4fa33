"""Quoting shipments of a boxed lamp and a fragile vase."""
from parcels import Parcel, Fragile

RATES = {"standard": 4.0, "express": 9.5}
ORDERS = "Standard, 2.5, 6\n\nEXPRESS, 1.2, 3\n"


def quote(service, vase_kilos, box_kilos):
    rate = RATES[service]
    box = Parcel(box_kilos, (40, 30, 30))
    vase = Fragile(vase_kilos, (30, 20, 20), padding=0.4)
    box_cost = rate * box.billable
    vase_cost = rate * vase.billable
    if service == "express":
        vase_cost += 6.0
    return round(box_cost + vase_cost, 2)


def parse(row):
    service, vase, box = row.split(",")
    return service.strip(), float(vase), float(box)


def batch(rows):
    totals = []
    for row in rows:
        service, vase_kilos, box_kilos = parse(row)
        totals.append(quote(service, vase_kilos, box_kilos))
    return totals


def clean(raw):
    return raw.strip().lower()


def load(text):
    rows = []
    for raw in text.splitlines():
        if raw.strip():
            rows.append(clean(raw))
    return rows


def main():
    rows = load(ORDERS)
    return batch(rows)


if __name__ == "__main__":
    print(main())
