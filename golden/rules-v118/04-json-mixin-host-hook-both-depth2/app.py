"""Export users as JSON lines and tag a product."""
from models import User, Product


def export(users):
    lines = []
    for key, name in users:
        user = User(key, name)
        text = user.to_json(None)
        lines.append(text)
    return "\n".join(lines)


def price_tag(key, price):
    item = Product(key, "widget", price)
    info = item.as_dict()
    return item.name + ": " + str(info["price"])


if __name__ == "__main__":
    print(export([(1, "ada"), (2, "lin")]))
    print(price_tag(7, 9.5))
