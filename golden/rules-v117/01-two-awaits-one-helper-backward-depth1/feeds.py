"""Price feed helpers for the portfolio tools."""
import asyncio


async def fetch_price(symbol, table, label):
    await asyncio.sleep(0)
    if symbol not in table:
        print(f"{label}: unknown symbol {symbol}")
        return 0.0
    raw = table[symbol]
    print(f"{label}: {symbol} quoted at {raw}")
    return round(raw, 2)


async def load_books():
    await asyncio.sleep(0)
    books = [
        {"name": "alpha", "symbol": "ACME", "hedge": "INIT", "qty": 40},
        {"name": "beta", "symbol": "GLOBX", "hedge": "ZZZ", "qty": 15},
    ]
    return books
