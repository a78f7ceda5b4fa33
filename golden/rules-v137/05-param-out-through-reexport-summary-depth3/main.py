import inv
from inv import restock, audit


def receive(stock, log, deliveries):
    for sku, raw in deliveries:
        restock(stock, sku, raw)
        inv.logged(log, "in " + sku)
    return stock


stock = inv.fresh()
log = []
receive(stock, log, [("bolt", " 12"), ("nut", "-3"), ("bolt", "45 ")])
apples = audit(stock, "apple", log)
bolts = audit(stock, "bolt", log)
print(inv.version(), inv.total(stock))
print("apples", apples, "bolts", bolts)
print(len(log), "log entries")
print("cap", inv.MAX_STOCK)
