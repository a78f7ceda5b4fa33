from shipping import quote


def domestic_price(parcel):
    w = parcel["weight"]
    km = parcel["km"]
    fee = 4.0
    return quote(distance=km, handling=fee, weight=w)


def export_price(parcel, country):
    zone = "intl" if country != "home" else "domestic"
    cover = parcel.get("value", 0) > 500
    kg = parcel["weight"]
    km = parcel["km"] * 1.2
    price = quote(kg, km, insured=cover, zone=zone)
    return price


def main():
    box = {"weight": 3.0, "km": 120, "value": 800}
    print(domestic_price(box))
    print(export_price(box, "fr"))


if __name__ == "__main__":
    main()
