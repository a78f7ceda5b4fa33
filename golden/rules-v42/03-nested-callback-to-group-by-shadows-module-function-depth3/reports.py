"""Weekly order counts per sales region, with regional aliases for branch codes."""
from grouping import group_by, sizes

REGIONS = {"N": "north", "S": "south"}


def region(order):
    return REGIONS.get(order["code"][:1], "other")


def by_region(orders, aliases, retired, minimum):
    table = {code: name for code, name in aliases.items() if name not in retired}
    fallback = "other"
    def region(order):
        code = order["code"].replace("-", "").upper()
        if code in table:
            return table[code]
        return None if order.get("test") else fallback

    note = "%d aliases for %d orders" % (len(table), len(orders))
    groups = group_by(orders, region)
    counts = sizes(groups, minimum)
    fallback = "unassigned"
    print(note)
    return counts


def weekly(orders, config):
    minimum = config.get("minimum", 1)
    counts = by_region(orders, config["aliases"], config.get("retired", ()), minimum)
    return sorted(counts.items())


def report(weeks, config):
    lines = []
    for week, orders in sorted(weeks.items()):
        lines.append("%s: %s" % (week, weekly(orders, config)))
    return "\n".join(lines)


if __name__ == "__main__":
    WEEKS = {"w01": [{"id": 1, "code": "nl-01"}, {"id": 2, "code": "NL01"}, {"id": 3, "code": "zz-00", "test": True}, {"id": 4, "code": "x-99"}], "w02": [{"id": 5, "code": "bx-02"}, {"id": 6, "code": "s07"}]}
    CONFIG = {"aliases": {"NL01": "north", "BX02": "benelux", "S07": "south"}, "retired": ("benelux",)}
    print(report(WEEKS, CONFIG))
    print(region(WEEKS["w02"][1]))
