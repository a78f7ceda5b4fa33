"""Label callbacks for catalogue listings; every label takes (item, index)."""

CURRENCY = "EUR"


def price_label(item, index):
    # index is accepted so the function fits apply_all, but it is not used
    return f"{item['name']}: {item['price']:.2f} {CURRENCY}"


def numbered_label(item, index):
    return f"{index + 1}. {item['name']}"


def apply_all(items, fn):
    out = []
    for index, item in enumerate(items):
        if item.get("hidden"):
            continue
        out.append(fn(item, index))
    return out
