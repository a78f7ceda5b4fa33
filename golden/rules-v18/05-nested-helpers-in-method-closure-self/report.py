"""Stock report printed as a plain-text table."""
from tables import Table


def show(rows, width):
    table = Table(width, " | ")
    total = sum(qty for _, qty in rows)
    text = table.render(rows)
    return text + "\n" + "total: %d" % total


def stock_report(stock, narrow):
    width = 6 if narrow else 12
    rows = sorted(stock.items())
    return show(rows, width)


if __name__ == "__main__":
    print(stock_report({"bolts": 120, "hex nuts": 80, "washers": 310}, True))
