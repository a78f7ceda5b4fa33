"""Print stock and order labels."""
from labels import shelf_label, label_width, framed


def stock_lines(stock, unit_name):
    seen = []
    lines = []
    for item, count in stock.items():
        if count == 0:
            seen.append(item)
            continue
        lbl = shelf_label(audit=seen, unit=unit_name, qty=count, name=item)
        lines.append(lbl)
    return lines, seen


def order_line(item, amount):
    log = []
    wanted = amount * 2
    return shelf_label(item, wanted, "boxes", log)


def main():
    stock = {" apple ": 4, "pear": 0, "plum ": 7}
    result = stock_lines(stock, "kg")
    width = label_width(result[0])
    for line in result[0]:
        print(framed(line, width))
    print("seen:", len(result[1]))
    print(order_line("fig", 3))


main()
