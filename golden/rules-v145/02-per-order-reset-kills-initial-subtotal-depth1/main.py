from billing import invoice_totals, largest_invoice

TAX_RATE = 0.2
ORDERS = [
    {"id": "A-1", "lines": [{"qty": 2, "price": 9.5}, {"qty": 1, "price": 4.0}]},
    {"id": "A-2", "lines": []},
    {"id": "A-3", "lines": [{"qty": 3, "price": 1.25}]},
]


def show(orders, totals):
    for order, amount in zip(orders, totals):
        print(order["id"], f"{amount:.2f}")


totals = invoice_totals(ORDERS, TAX_RATE)
show(ORDERS, totals)
top = largest_invoice(totals)
if top is not None:
    print("largest:", ORDERS[top[0]]["id"])
