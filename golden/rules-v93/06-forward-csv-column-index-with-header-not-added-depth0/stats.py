"""Summarise one column of a CSV export of sensor readings."""


def summarize(path, column, limit):
    total = 0.0
    count = 0
    peak = None
    with open(path, encoding="utf-8") as handle:
        header = handle.readline().rstrip("\n").split(",")
        index = header.index(column)
        for line in handle:
            if not line.strip():
                continue
            cells = line.rstrip("\n").split(",")
            value = float(cells[index])
            total += value
            count += 1
            if peak is None or value > peak:
                peak = value
            if count == limit:
                break
    mean = total / count if count else 0.0
    return {"column": column, "mean": round(mean, 2), "peak": peak, "rows": count}
