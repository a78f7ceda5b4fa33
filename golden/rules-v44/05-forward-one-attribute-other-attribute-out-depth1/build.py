from report import Row, percent, header


def summarize(name, hits, total):
    row = Row(name)
    share = percent(hits, total)
    row.value = share
    row.note = "of " + str(total)
    width = len(row.label) + 2
    if row.value > 50:
        row.note = row.note + " (majority)"
    print(row.label.ljust(width), row.note)
    return row.value


def table(stats, total):
    print(header(["name", "share"]))
    shares = {}
    for name, hits in stats.items():
        shares[name] = summarize(name, hits, total)
    top = max(shares, key=shares.get)
    print("top", top)
    return shares


if __name__ == "__main__":
    print(table({"api": 7, "web": 2}, 10))
