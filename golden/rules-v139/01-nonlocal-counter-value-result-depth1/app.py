"""Run the nightly stock audit."""
from inventory import audit

WAREHOUSE = {"bolts": 12, "nuts": 2, "washers": 0, "screws": 4}
SHOP = {"hammers": 1, "saws": 0}
LIMIT = 5

low, seen = audit(WAREHOUSE, LIMIT)
print(f"warehouse: {low} low of {seen} seen")
shop_low, shop_seen = audit(SHOP, 2)
print(f"shop: {shop_low} low of {shop_seen} seen")
