from pricing import apply_rates


def main():
    base = {"eu": 10.0, "us": 20.0, "jp": -1.0}
    rates = {"eu": 1.25, "us": 1.0}
    rates.setdefault("jp", 2.0)
    priced = apply_rates(base, rates)
    plain = apply_rates(base, {})
    report = {}
    for region, amount in priced.items():
        report[region] = amount
    print(report)
    report = {"regions": len(base), "plain": plain}
    print(report)
    fallback = rates.pop("xx", 1.0)
    print(fallback)


main()
