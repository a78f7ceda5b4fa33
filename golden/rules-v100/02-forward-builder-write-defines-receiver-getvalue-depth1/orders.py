"""Render an order confirmation e-mail."""
from textbuf import TextBuffer


def confirmation(customer, items):
    buf = TextBuffer()
    buf.write("ORDER CONFIRMATION")
    greeting = f"Dear {customer.title()},"
    buf.write(greeting)
    for name, price in items:
        buf.write("%-12s %8.2f" % (name, price))
    total = sum(price for _, price in items)
    buf.write(f"Total: {total:.2f}")
    body = buf.getvalue()
    return body


def send(customer, items):
    subject = f"Your order, {customer}"
    body = confirmation(customer, items)
    return subject + "\n\n" + body


if __name__ == "__main__":
    print(send("ada lovelace", [("pen", 2.5), ("ink", 7.25)]))
