"""Catalogue prices and customer lookups."""

PRICES = {"A-100": 12.5, "B-200": 40.0, "C-300": 7.25}
DISCOUNTS = {"gold": 0.1, "silver": 0.05}


def unit_price(sku):
    return PRICES[sku]


def customer_discount(customer):
    tier = customer.get("tier", "none")
    return DISCOUNTS.get(tier, 0.0)


def find_customer(users, user_id):
    record = users[user_id]
    return {"id": user_id, "tier": record.get("tier", "none")}
