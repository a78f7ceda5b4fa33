"""Checkout: every handler subscribed to the hub answers the sale event."""
from events import publish, subscribe

TAX = 0.2


def receipt(event):
    return "receipt for " + event["item"]


def tax_due(event):
    due = event["price"] * TAX
    return round(due, 2)


def restock(event):
    print("restock", event["item"])


def refund(event):
    return -event["price"]


def checkout(item, price):
    handlers = []
    log = []
    subscribe(handlers, receipt)
    subscribe(handlers, tax_due)
    subscribe(handlers, restock)
    event = {"item": item, "price": price}
    replies = publish(handlers, event, log)
    print("called", log)
    return replies


def cancel(item, price):
    handlers = []
    subscribe(handlers, refund)
    return publish(handlers, {"item": item, "price": price}, [])


if __name__ == "__main__":
    print(checkout("lamp", 40))
    print(cancel("lamp", 40))
