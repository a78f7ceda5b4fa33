from builder import Select


def monthly(month, region, min_total):
    users = Select("users").cols("id").where("month = %d" % month)
    orders = Select("orders").cols("id").where("region = '%s'" % region)
    orders.where("total > %d" % min_total)
    users.where("active = 1")
    archive = users.copy()
    archive.where("archived = 1")
    users_sql = users.build()
    orders_sql = orders.build()
    archive_sql = archive.build()
    return users_sql, orders_sql, archive_sql


def run(month):
    region = "EU"
    min_total = 100
    for line in monthly(month, region, min_total):
        print(line)


CURRENT_MONTH = 5
run(CURRENT_MONTH)
