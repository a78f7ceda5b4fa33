"""Queries behind the order history pages."""
from query import Select


def history_sql(customer, page, *, size=20, minimum=None):
    start = (page - 1) * size
    label = f"orders of {customer}, page {page}"
    query = Select("orders", "id", "total").where("customer", customer)
    if minimum is not None:
        query.where("total", op=">=", value=minimum)
    print(label, "-", query.preview())
    query = query.limit(size, offset=start)
    text = query.sql()
    count_sql = Select("orders", "count(*)").where("customer", customer).sql()
    return text, count_sql


def recent(customer, *, big=False):
    floor = 100 if big else None
    text, _ = history_sql(customer, 1, minimum=floor, size=5)
    return text


if __name__ == "__main__":
    print(recent("c42"))
    print(recent("c42", big=True))
