"""Turn an order into an invoice with totals."""
from quotes import quote_line, rate_label


class Document:
    def __init__(self, customer):
        self.customer = customer
        self.quotes = []


def fmt(amount):
    return "%.2f" % amount


def show(inv):
    for key in sorted(inv):
        print(key.ljust(8), inv[key])


def invoice(order):
    doc = Document(order["customer"])
    region = order["region"]
    for name, amount, category in order["lines"]:
        doc.quotes.append(quote_line(name, amount, region, category))
    heading = "Invoice for %s" % doc.customer
    net = sum(q["net"] for q in doc.quotes)
    tax = sum(q["tax"] for q in doc.quotes)
    vat = rate_label(region)
    return {"heading": heading, "vat": vat, "net": fmt(net), "tax": fmt(tax)}


def main():
    order = {"customer": "Ada", "region": "eu",
             "lines": [("lamp", 40.0, "home"), ("novel", 12.0, "books")]}
    inv = invoice(order)
    show(inv)


if __name__ == "__main__":
    main()
