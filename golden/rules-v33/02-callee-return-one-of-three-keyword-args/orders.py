"""Turning a submitted order form into a priced order."""
from formkit import in_range, to_int


def read_order(form, price):
    problems = []
    qty = to_int(form.get("qty", ""), errors=problems, field="qty")
    qty = in_range(qty, errors=problems, field="qty")
    age = to_int(form["age"], "age", problems)
    if problems:
        print("; ".join(problems))
    total = qty * price
    return {"qty": qty, "age": age, "total": total, "errors": problems}


def checkout(forms, prices):
    orders = []
    for form in forms:
        price = prices.get(form.get("sku"), 0)
        orders.append(read_order(form, price))
    return orders


if __name__ == "__main__":
    sheet = [{"qty": "3", "age": "41", "sku": "A"}, {"qty": "x", "age": "7", "sku": "B"}]
    for order in checkout(sheet, {"A": 2.5, "B": 4.0}):
        print(order)
