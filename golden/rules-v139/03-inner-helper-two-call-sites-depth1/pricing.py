"""Price summaries for a shopping cart."""


def price_summary(items, discount):
    def fmt(amount, tag):
        rounded = round(amount, 2)
        return f"{tag}: {rounded:.2f}"

    gross = 0.0
    count = 0
    for qty, unit in items:
        gross += qty * unit
        count += qty
    saved = gross * discount
    first = fmt(gross, "gross")
    second = fmt(saved, "saved")
    return f"{count} pcs | {first} | {second}"
