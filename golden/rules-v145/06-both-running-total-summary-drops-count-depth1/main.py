"""Check out one cart and pick the shipping option."""

from shop import checkout

FEE = 4.5
CART = [
    {"sku": "mug", "price": 12.0},
    {"sku": "lamp", "price": 60.0, "sale": True},
    {"sku": "rug", "price": 48.0},
]


def banner(title):
    print("*" * 10, title, "*" * 10)


banner("checkout")
amount = checkout(CART, FEE)
if amount > 100:
    label = "free shipping"
else:
    label = "standard shipping"
print(f"{amount:.2f} {label}")
