"""Build market summary lines for tickers typed by a user."""
from net import fetch_price, fetch_volume


def summary(raw, currency):
    symbol = raw.strip().upper()
    if not symbol:
        return "no symbol"
    price = fetch_price(symbol, currency=currency)
    volume = fetch_volume(symbol)
    value = price * volume
    return f"{symbol}: {price:.2f} {currency} x {volume} = {value:.0f}"


def report(tickers, currency):
    lines = []
    for t in tickers:
        lines.append(summary(t, currency))
    bench = fetch_price("INDEX", currency=currency)
    lines.append(f"benchmark {bench:.2f}")
    return "\n".join(lines)


def header(currency):
    width = 30
    title = f"market report ({currency})"
    return title.center(width, "-")


if __name__ == "__main__":
    print(header("USD"))
    print(report(["acme ", " zeta", "  "], "USD"))
