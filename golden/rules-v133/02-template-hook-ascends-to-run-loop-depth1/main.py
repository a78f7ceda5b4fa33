from report import CsvReport, JsonReport


def load(name):
    data = {
        "sales": [(1, 2), None, (3, 4)],
        "stock": [(5,), (6,), None],
    }
    return data[name]


sales = load("sales")
stock = load("stock")
a = CsvReport("Sales")
b = JsonReport("Stock")
print(a.run(sales))
print(b.run(stock))
print(a.run(stock))
count = 3
print("reports:", count)
