"""Prices a batch of orders: shipping, express and return fees."""
import asyncio

from shipping import add_charge, zone_factor

RETURN_FEE = 2.0


def make_order(oid, country, origin, kgs, express):
    items = [{"kg": kg} for kg in kgs]
    return {"id": oid, "country": country, "origin": origin, "items": items,
            "express": express, "charges": [], "total": 0.0, "count": 0}


def build_orders(rows):
    return [make_order(*row) for row in rows]


async def price_order(order, overrides):
    weight = sum(item["kg"] for item in order["items"])
    factor = await zone_factor(order["country"], overrides)
    back = await zone_factor(order["origin"], {})
    shipping = round(weight * factor * 4.0, 2)
    await add_charge(order, "shipping", shipping)
    if order["express"]:
        await add_charge(order, "express", 9.5)
    await add_charge(order, "returns", round(back * RETURN_FEE, 2))
    return order["total"]


async def main():
    rows = [(1, "DE", "US", [1.5, 2.0], False), (2, "NO", "DE", [0.5], True)]
    overrides = {"NO": 1.8}
    orders = build_orders(rows)
    totals = await asyncio.gather(*[price_order(o, overrides) for o in orders])
    for order, total in zip(orders, totals):
        print(f"order {order['id']}: {total:.2f} over {order['count']} charges")


asyncio.run(main())
