"""Storefront price list: tax-inclusive prices of the products in stock."""
from pricing import gross, in_stock, slug

TAX = {"de": 0.19, "fr": 0.2, "uk": 0.2}


def price_list(products, rate, currency, debug):
    visible = {p["sku"] for p in products if in_stock(p, debug)}
    tags = {slug(tag) for p in products for tag in p.get("tags", [])}
    prices = {slug(p["name"]): gross(p["net"], rate) for p in products if p["sku"] in visible}
    labels = [f"{name} {price:.2f} {currency}" for name, price in prices.items()]
    print(len(tags), "tags;", "; ".join(labels))
    return prices


def storefront(inventory, region, verbose=False):
    rate = TAX.get(region, 0.2)
    noisy = verbose or region not in TAX
    currency = "GBP" if region == "uk" else "EUR"
    shown = [item for item in inventory if not item.get("hidden")]
    prices = price_list(shown, rate, currency, noisy)
    return [f"{name}: {value:.2f} {currency}" for name, value in sorted(prices.items())]


INVENTORY = [{"sku": "A1", "name": "Desk Lamp", "net": 20.0, "stock": 3, "tags": ["Home Office"]}, {"sku": "B2", "name": "Paper  Tray", "net": 7.5, "stock": 2, "reserved": 2}, {"sku": "C3", "name": "Cable Box", "net": 12.0, "stock": 5, "hidden": True}, {"sku": "D4", "name": "Monitor Arm", "net": 41.0, "stock": 1, "tags": ["Home Office", "Ergonomic"]}]


if __name__ == "__main__":
    print(storefront(INVENTORY, "de"))
    print(storefront(INVENTORY, "nl"))
