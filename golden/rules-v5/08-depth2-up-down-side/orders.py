"""Order pricing for the checkout service."""
from catalog import customer_discount, find_customer, unit_price
from pricing import line_total


def price_line(line, discount):
    unit = unit_price(line["sku"])
    qty = line["qty"]
    note = f"{qty} x {line['sku']}"
    total = line_total(unit, qty, discount)
    return total


def price_order(order, customer):
    discount = customer_discount(customer)
    totals = [price_line(line, discount) for line in order["lines"]]
    return round(sum(totals), 2)


def checkout(users, user_id, order):
    customer = find_customer(users, user_id)
    amount = price_order(order, customer)
    return {"customer": customer["id"], "amount": amount}


def handle(request, users):
    return checkout(users, request["user"], request["order"])
