"""Build CREATE TABLE statements from column specs, refusing column names that would need quoting."""
from sqlnames import KEYWORDS, check_identifier, quote

TYPES = ("TEXT", "INTEGER", "REAL", "BLOB")


def column_sql(name, kind, reserved):
    check_identifier(name, reserved)
    kind = kind.upper()
    if kind not in TYPES:
        raise ValueError("unknown column type %r" % kind)
    return "%s %s" % (name, kind)


def create_table(table, columns, extra_reserved=()):
    reserved = KEYWORDS | {word.lower() for word in extra_reserved}
    name_sql = quote(table) if table.lower() in reserved else table
    parts = []
    for name, kind in columns:
        parts.append(column_sql(name, kind, reserved))
    if not parts:
        raise ValueError("table %s has no columns" % table)
    return "CREATE TABLE %s (%s)" % (name_sql, ", ".join(parts))


def schema(tables, extra_reserved):
    statements = []
    for table, columns in tables:
        statements.append(create_table(table, columns, extra_reserved))
    return ";\n".join(statements)


if __name__ == "__main__":
    print(schema([("users", [("id", "integer"), ("name", "text")]), ("order", [("total", "real")])], ["user"]))
    for bad in ("from", "User", "2nd"):
        try:
            column_sql(bad, "text", KEYWORDS | {"user"})
        except ValueError as err:
            print("rejected:", err)
