from query import Query


def recent(table, page):
    rows = page * 2
    q = Query(table).order_by("ts").limit(rows)
    print("recent rows", rows)
    return q


def archived(table):
    q = Query(table).where("archived = 1").limit(100)
    return q


def main():
    size = 25
    live = recent("events", size)
    old = archived("events")
    live_sql = live.build()
    old_sql = old.build()
    print(live_sql)
    print(old_sql)
    print("page size", size)


main()
