"""Ledger parsing and totals for the budget tool."""

RATES = {"EUR": 1.0, "USD": 1.1, "GBP": 0.85}


def to_amount(text):
    text = text.strip().replace("_", "")
    return float(text)


def parse_entry(line):
    parts = line.split(",")
    if len(parts) != 3:
        return None
    amount = to_amount(parts[1])
    return {"cat": parts[0].strip(), "amount": amount, "note": parts[2].strip()}


def convert(amount, rate):
    return round(amount * rate, 2)


def totals_by_category(entries):
    totals = {}
    for entry in entries:
        cat = entry["cat"]
        totals[cat] = totals.get(cat, 0.0) + entry["amount"]
    return totals


def summarize(totals, cfg):
    rate = RATES[cfg["currency"]]
    limit = convert(cfg["limit"], rate)
    report = {"rate": rate, "over": []}
    grand = 0.0
    for cat in sorted(totals):
        value = convert(totals[cat], rate)
        grand += value
        if value > limit:
            report["over"].append(cat)
    report["grand"] = grand
    return report


def biggest(totals):
    name = ""
    for cat in totals:
        if not name or totals[cat] > totals[name]:
            name = cat
    return name
