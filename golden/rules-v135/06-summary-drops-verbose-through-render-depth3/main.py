from builder import Query


def customer_query(name, city, debug):
    q = Query("customers").where_eq("name", name)
    if city:
        q.where_eq("city", city)
    sql = q.build(verbose=debug)
    return sql


def main():
    debug = False
    for name, city in [("O'Brien", "Cork"), ("Ada", "")]:
        print(customer_query(name, city, debug))


main()
