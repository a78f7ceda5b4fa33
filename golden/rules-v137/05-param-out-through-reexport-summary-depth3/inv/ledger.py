"""Stock movements for a dict-of-counts store."""

MAX_STOCK = 50


def parse_qty(raw):
    qty = int(raw.strip())
    if qty < 0:
        qty = 0
    return qty


def note(log, text, verbose):
    if verbose:
        print("note:", text)
    log.append(text)
    return len(log)


def restock(stock, sku, raw_qty):
    qty = parse_qty(raw_qty)
    current = stock.get(sku, 0)
    stock[sku] = min(current + qty, MAX_STOCK)
    return stock[sku]


def audit(stock, sku, log):
    count = stock.get(sku, 0)
    note(log, "audit " + sku, count == 0)
    return count
