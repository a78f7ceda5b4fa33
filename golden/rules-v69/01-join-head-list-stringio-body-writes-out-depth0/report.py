from tables import render_table


def inventory_report(stock, shop):
    columns = ["item", "qty", "price"]
    rows = [(s["name"], s["qty"], s["price"]) for s in stock]
    title = f"{shop} inventory"
    width = 10 if len(columns) < 4 else 8
    text = render_table(columns, rows, title, width)
    return text


def main():
    stock = [{"name": "bolt", "qty": 120, "price": 0.25}, {"name": "nut", "qty": 300, "price": 0.1}]
    shop = "North"
    print(inventory_report(stock, shop))


if __name__ == "__main__":
    main()
