from tree import collect, count

START = 0


def build():
    return {"name": "ceo", "kids": [
        {"name": "cto", "kids": [{"name": "dev", "kids": []}]},
        {"name": "cfo", "kids": []},
    ]}


def main():
    chart = build()
    names = []
    depth = collect(chart, names, START)
    size = count(chart)
    spare = []
    collect(chart["kids"][1], spare, 5)
    print(", ".join(names))
    print("depth", depth, "size", size, "spare", spare)


main()
