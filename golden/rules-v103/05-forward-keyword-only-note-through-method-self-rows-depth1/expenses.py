"""Monthly expense report."""
from table import Table


def report(expenses, budget):
    table = Table("Expenses")
    cap = budget * 0.9
    spent = 0.0
    for name, amount in expenses:
        spent += amount
        flag = "over" if spent > cap else ""
        table.add(note=flag, amount=amount, name=name)
    width = max(len(name) for name, _ in expenses) + 20
    text = table.render(width=width, border="=")
    return text


if __name__ == "__main__":
    month = [("rent", 700.0), ("food", 210.5), ("travel", 95.0)]
    print(report(month, 1000.0))
