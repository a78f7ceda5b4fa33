from query import Query


def daily_sql(kind, day, rows):
    q = Query("events").where("kind = '%s'" % kind).limit(50)
    q.tag(kind)
    q = Query("events").where("day = '%s'" % day).limit(rows)
    q.where("valid = 1")
    sql = q.build()
    return sql


def main():
    kind = "click"
    day = "2024-05-01"
    rows = 20
    print(daily_sql(kind, day, rows))


main()
