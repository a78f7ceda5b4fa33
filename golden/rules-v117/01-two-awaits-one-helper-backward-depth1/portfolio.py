"""Values each book of a small portfolio against a price table."""
import asyncio

from feeds import fetch_price, load_books


async def value_position(book, table):
    label = "pos-" + book["name"]
    base = await fetch_price(book["symbol"], table, label)
    hedge = await fetch_price(book["hedge"], table, label)
    qty = book["qty"]
    exposure = base * qty
    cover = hedge * qty * 0.5
    net = exposure - cover
    print(f"{label}: exposure {exposure:.2f}, net {net:.2f}")
    return net


async def main():
    table = {"ACME": 41.5, "GLOBX": 12.25, "INIT": 7.0}
    books = await load_books()
    total = 0.0
    for book in books:
        net = await value_position(book, table)
        total += net
    print(f"portfolio net {total:.2f}")


if __name__ == "__main__":
    asyncio.run(main())
