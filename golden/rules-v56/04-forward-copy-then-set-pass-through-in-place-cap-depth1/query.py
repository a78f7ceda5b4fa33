"""Query objects for a small table store, and helpers that adjust them."""
import copy

MAX_ROWS = 500


class Query:
    def __init__(self, table):
        self.table = table
        self.limit = None
        self.offset = 0

    def sql(self):
        if self.limit is None:
            return "SELECT * FROM %s OFFSET %d" % (self.table, self.offset)
        return "SELECT * FROM %s LIMIT %d OFFSET %d" % (self.table, self.limit, self.offset)


def with_limit(query, limit):
    narrowed = copy.copy(query)
    narrowed.limit = limit
    return narrowed


def traced(query, note):
    print("query on", query.table, "note:", note)
    return query


def cap_limit(query, limit):
    query.limit = min(limit, MAX_ROWS)
    return query


def next_page(query):
    following = copy.copy(query)
    following.offset = query.offset + (query.limit or 0)
    return following
