"""One table's evening at the bar."""
from bar import Tab


def evening(table, drinks, tip):
    tab = Tab()
    tab.open(table)
    for name in drinks:
        tab.order(name, 4.5)
    bill = tab.settle(tip).total
    print("table", table, "pays", bill)
    return bill


if __name__ == "__main__":
    evening(7, ["ale", "stout", "cider"], 2.0)
