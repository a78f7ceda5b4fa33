"""Row parsing and totals for the csvsum tool."""


def clean(text):
    text = text.strip()
    if text.startswith("$"):
        text = text[1:]
    return text.replace(",", "")


def parse_number(text, fallback, field):
    cleaned = clean(text)
    if not cleaned:
        print("empty", field, "- using", fallback)
        return fallback
    return float(cleaned)


def load_rows(lines, sep, verbose):
    header = lines[0].split(sep)
    rows = []
    for line in lines[1:]:
        cols = line.split(sep)
        if len(cols) < 3:
            if verbose:
                print("short row:", line)
            continue
        name = cols[0].strip()
        price = parse_number(cols[1], 0.0, header[1])
        qty = parse_number(cols[2], 1.0, header[2])
        rows.append({"name": name, "price": price, "qty": qty})
    return rows


def totals(rows, limit):
    spent = 0.0
    count = 0
    for row in rows:
        cost = row["price"] * row["qty"]
        if cost > limit:
            continue
        spent += cost
        count += 1
    return {"spent": spent, "count": count}


def cheapest(rows):
    best = None
    for row in rows:
        if best is None or row["price"] < best["price"]:
            best = row
    return best
