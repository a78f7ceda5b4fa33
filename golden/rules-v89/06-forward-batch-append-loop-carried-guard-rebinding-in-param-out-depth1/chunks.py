"""Split CSV rows into chunks of a fixed number of rows."""


def flush(batch, out):
    header = "rows=%d" % len(batch)
    out.append(header + "\n" + "\n".join(batch))


def chunk_rows(rows, size):
    out = []
    batch = []
    seen = 0
    for row in rows:
        if len(batch) >= size:
            flush(batch, out)
            batch = []
        cells = [cell.strip() for cell in row]
        batch.append(",".join(cells))
        seen += 1
    if batch:
        flush(batch, out)
    print("rows seen:", seen)
    return out
