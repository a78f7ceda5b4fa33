from validate import validate


def parse_line(line):
    ident, region, qtys = line.split(";")
    items = [{"qty": int(q.rstrip("?")), "optional": q.endswith("?")} for q in qtys.split(",") if q]
    return {"id": int(ident), "region": region, "items": items}


def load_orders(lines):
    orders = []
    for line in lines:
        if line.strip():
            orders.append(parse_line(line))
    return orders


def process(orders, home, limit):
    accepted = []
    rejected = 0
    for order in orders:
        fallback = home.upper() if home else "EU"
        status, region = validate(order, fallback, limit)
        if status == "ok":
            accepted.append((order["id"], region))
        else:
            rejected += 1
    return accepted, rejected
