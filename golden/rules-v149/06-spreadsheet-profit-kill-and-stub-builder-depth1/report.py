from evaluator import Sheet, cell_value


def build(rows):
    sheet = Sheet()
    for ref, text in rows:
        sheet.put(ref, text)
    return sheet


def report(sheet, rate, title):
    profit = 0
    heading = title.upper()
    income = cell_value(sheet, "A3")
    costs = cell_value(sheet, "B1")
    headcount = cell_value(sheet, "C1")
    print("==", heading, "==")
    if headcount > 0:
        per_head = income // headcount
        print("income per head:", per_head)
    profit = income - costs
    if profit > 0:
        profit = profit - profit * rate // 100
    lines = ["income %d" % income, "costs %d" % costs]
    for line in lines:
        print(" ", line)
    print("profit after tax:", profit)
    return profit


def main():
    rows = [("A1", "120"), ("A2", "80"), ("A3", "=A1+A2"), ("B1", "=A2+C1"), ("C1", "5")]
    sheet = build(rows)
    rate = 25
    kept = report(sheet, rate, "quarter one")
    print("kept:", kept)


main()
