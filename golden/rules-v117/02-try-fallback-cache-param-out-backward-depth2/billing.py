"""Bills a batch of foreign-currency orders."""
import asyncio

from rates import convert


def parse_row(row):
    code, amount = row.split(":")
    return {"currency": code.strip(), "amount": float(amount)}


async def load_orders(rows):
    await asyncio.sleep(0)
    return [parse_row(r) for r in rows]


async def bill(orders, source):
    cache = {}
    lines = []
    skipped = 0
    for order in orders:
        if order["amount"] <= 0:
            skipped += 1
            continue
        amount = await convert(order["amount"], order["currency"], cache, source)
        lines.append(amount)
    total = sum(lines)
    print(f"{len(lines)} lines, {skipped} skipped, cached {sorted(cache)}")
    return total


async def main():
    orders = await load_orders(["EUR: 10", "GBP: 5", "EUR: 0", "JPY: 300", "EUR: 2.5"])
    source = {"EUR": 1.08, "GBP": 1.27}
    total = await bill(orders, source)
    print(f"total {total:.2f}")


asyncio.run(main())
