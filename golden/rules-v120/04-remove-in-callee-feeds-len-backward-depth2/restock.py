"""Split incoming rows into stock and rejects, prune banned items, count what is left."""
from stock import prune, tidy


def restock(rows, banned, cap):
    stock = []
    rejects = []
    log = []
    for row in rows:
        name, qty = row.split("=")
        if int(qty) > 0:
            stock.append(name + ":" + qty)
        else:
            rejects.append(name)
    gone = prune(stock, banned, log)
    prune(rejects, banned, log)
    tidy(rejects)
    while len(stock) > cap:
        stock.pop()
    left = len(stock)
    return left, gone, rejects, log


if __name__ == "__main__":
    incoming = ["apple=3", "pear=0", "plum=4", "date=0", "fig=2", "kiwi=1", "lime=6"]
    blocked = {"plum", "pear"}
    left, gone, rejects, log = restock(incoming, blocked, 3)
    print(left, gone, rejects, log)
