"""Entry point: three invoices for one customer and a part payment."""
from invoice import Invoice
from billing import statement

ORDERS = [("Ada", 120.0), ("Ada", 80.5), ("Ada", 42.0)]
PAID = 150.0


def issue_all(orders):
    issued = []
    for customer, net in orders:
        issued.append(Invoice(customer, net))
    return issued


def main():
    invoices = issue_all(ORDERS)
    for line in statement(invoices, PAID):
        print(line)
    print("issued so far:", Invoice.issued)


if __name__ == "__main__":
    main()
