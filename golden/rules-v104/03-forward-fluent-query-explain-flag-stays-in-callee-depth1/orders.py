"""Queries for the orders screen."""
from query import Query

PAGE = 20


def recent_orders(customer, debug):
    verbose = debug or customer == "admin"
    clause = "customer = '" + customer + "'"
    sql = Query("orders").where(clause).explain(verbose).limit(PAGE).build()
    if verbose:
        print("built", len(sql), "chars")
    return sql


def screen(customers):
    pages = []
    for name in customers:
        pages.append(recent_orders(name, False))
    return pages


if __name__ == "__main__":
    print(screen(["ann", "admin"]))
