"""Write an inventory sheet, and a plain log of what was written."""
import io

from sheet import Sheet


def build(title, stock):
    sheet = Sheet()
    sheet.begin(title)
    log = io.StringIO()
    for name, qty in stock:
        sheet.write([name, str(qty)])
        log.write(name + "\n")
    total = sum(qty for _, qty in stock)
    sheet.write(["total", str(total)])
    log.write("total %d\n" % total)
    width = sheet.widest()
    trace = log.getvalue()
    print(trace.count("\n"), "lines logged")
    page = sheet.render()
    return page + "\n" + "=" * width


if __name__ == "__main__":
    print(build("pantry", [("rice", 2), ("beans", 5), ("oats", 1)]))
