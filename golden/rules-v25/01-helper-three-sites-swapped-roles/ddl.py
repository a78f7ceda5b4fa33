"""CREATE statements for a table and its indexes."""
from naming import qualify


def table_ddl(schema, table, columns, dialect):
    char = "`" if dialect == "mysql" else '"'
    names = ", ".join(columns)
    return "CREATE TABLE %s (%s)" % (qualify(table, schema, char, False), names)


def index_ddl(schema, table, column, dialect):
    char = "`" if dialect == "mysql" else '"'
    debug = dialect == "debug"
    target = qualify(table, schema, char, debug)
    field = qualify(column, table, char, debug)
    label = "ix_%s_%s" % (table, column)
    return "CREATE INDEX %s ON %s (%s)" % (label, target, field)


def migration(spec):
    schema = spec.get("schema", "public")
    table = spec["table"].strip()
    dialect = spec.get("dialect", "postgres")
    steps = [table_ddl(schema, table, spec["columns"], dialect)]
    for column in spec.get("indexed", []):
        steps.append(index_ddl(schema, table, column, dialect))
    return ";\n".join(steps)


if __name__ == "__main__":
    print(migration({"schema": "app", "table": "user ", "columns": ["id", "order"], "indexed": ["order", "id"]}))
