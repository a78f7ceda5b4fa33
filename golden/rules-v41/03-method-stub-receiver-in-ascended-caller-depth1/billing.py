"""Invoices for orders kept in a Book."""
from money import Book

MODE = "half-up"


def with_tax(amount, rate):
    tax = amount * rate
    return amount + tax


def invoice(book, lines):
    cur = book.currency
    mode = book.rounding or MODE
    subtotal = 0.0
    for qty, price in lines:
        subtotal += qty * price
    net = cur.round(subtotal, mode)
    gross = with_tax(net, book.rate)
    return cur.label(gross)


def quick_total(amount):
    return with_tax(amount, 0.2)


if __name__ == "__main__":
    shop = Book("eur", 0.19)
    print(invoice(shop, [(2, 12.5), (3, 1.99)]))
    print(invoice(Book("jpy", 0.1, "bankers"), [(1, 980)]))
    print(quick_total(10.0))
