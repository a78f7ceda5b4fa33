import io
from markup import table


def render_page(title, items):
    columns = ["sku", "name", "qty"]
    log = io.StringIO()
    body = table(items, columns, log)
    heading = f"<h1>{title}</h1>\n"
    return heading + body + "\n<!-- " + log.getvalue().strip() + " -->"


def main():
    stock = [{"sku": "A-1", "name": "Nuts & bolts", "qty": 40}, {"sku": "B-7", "name": "<Washer>", "qty": 5}]
    page = render_page("Stock", stock)
    print(page)


if __name__ == "__main__":
    main()
