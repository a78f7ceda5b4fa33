"""Print the price of the first row of a few in-memory catalogs."""
from prices import sample

GOOD = "name,price\nwidget,3.14159\n"
BAD = "name,price\ngadget\n"
CATALOGS = {"good": GOOD, "bad": BAD}


def show(name, text):
    price, label, errors = sample(text, 1.5)
    if errors:
        print(name, "fallback:", label, errors)
    else:
        print(name, "ok:", label)
    return price


total = 0.0
for name, text in CATALOGS.items():
    total += show(name, text)
print("total %.2f" % total)
