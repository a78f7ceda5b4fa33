"""Quote an order in the customer's currency."""
from fx import convert, with_fee

RATES = {"EUR": 0.92, "GBP": 0.79, "JPY": 151.0}
FEES = {"card": 1.5, "wire": 12.0}


def quote(order):
    value = order["amount"]
    fx = RATES[order["currency"]]
    charge = FEES.get(order["method"], 0.0)
    if order.get("express"):
        charge = charge * 2
    converted = convert(fee=charge, amount=value, rate=fx)
    total = with_fee(converted, charge)
    return f"{total} {order['currency']}"


if __name__ == "__main__":
    print(quote({"amount": 250.0, "currency": "EUR", "method": "card"}))
    print(quote({"amount": 8.0, "currency": "GBP", "method": "wire", "express": True}))
