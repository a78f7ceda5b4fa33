"""Print the catalogue pages of the sample shops."""
from catalogue import render_shop

CORNER = {
    "name": "corner shop",
    "featured": 1,
    "items": [
        {"name": "tea", "price": 3.5},
        {"name": "mug", "price": 8.0},
        {"name": "old stock", "price": 1.0, "hidden": True},
    ],
}
KIOSK = {
    "name": "kiosk",
    "featured": 0,
    "items": [{"name": "paper", "price": 2.2}],
}
SHOPS = [CORNER, KIOSK]

if __name__ == "__main__":
    for shop in SHOPS:
        print(render_shop(shop))
        print()
