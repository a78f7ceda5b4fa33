"""Stock audit with nested helpers."""


def audit(stock, threshold):
    low = 0
    seen = 0

    def flag(name, qty):
        nonlocal low
        if qty < threshold:
            low += 1
            print("low stock:", name)

    def note():
        nonlocal seen
        seen += 1

    for name, qty in stock.items():
        note()
        if qty == 0:
            continue
        flag(name, qty)
    return low, seen
