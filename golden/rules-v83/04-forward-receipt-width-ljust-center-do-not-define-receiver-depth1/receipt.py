"""Build the text of a receipt from a basket of items."""
from lines import format_line, format_total

BASKET = [{"name": " apples ", "price": 2.5}, {"name": "bread", "price": 1.25}, {"name": "cheddar cheese", "price": 4.0}]


def widest(items):
    return max(len(item["name"].strip()) for item in items)


def receipt(items, shop):
    width = widest(items) + 4
    title = shop.strip().upper()
    banner = title.center(width + 12, "*")
    parts = [banner]
    total = 0.0
    for item in items:
        parts.append(format_line(item, width))
        total += item["price"]
    parts.append(format_total(total))
    footer = "Thank you for shopping at {}".format(title.title())
    parts.append(footer)
    return "\n".join(parts)


def email_body(items, shop, name):
    text = receipt(items, shop)
    return "Dear {},\n\n{}\n".format(name, text)


if __name__ == "__main__":
    print(email_body(BASKET, "  corner shop ", "Ann"))
