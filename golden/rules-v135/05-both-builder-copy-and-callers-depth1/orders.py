from builder import Query


def paid_orders(threshold, region):
    cond = "total > %d" % threshold
    q = Query("orders").where(cond)
    eu = q.copy().where("region = '%s'" % region)
    q.where("paid = 1")
    return q, eu


def cutoff(level):
    if level == "gold":
        return 1000
    return 100


def main():
    level = "gold"
    threshold = cutoff(level)
    region = "EU"
    plain, eu = paid_orders(threshold, region)
    refunds = Query("refunds").limit(5)
    print(plain.build())
    print(eu.build())
    print(refunds.build())


main()
