"""Extension table of the static file server."""
from typesfile import read_table

BUILTIN = ["text/html html htm", "image/png png", "# local additions", "text/x-log log l*g"]


def guess_type(table, path):
    dot = path.rfind(".")
    mimes = table.get(path[dot:], [])
    return mimes[0] if mimes else None


def load(extra, options):
    lines = BUILTIN + list(extra)
    table, order = read_table(lines, options)
    print("loaded", len(table), "extensions for", len(order), "types")
    return table, order


if __name__ == "__main__":
    table, order = load(["application/json json", "Text/X-Log logfile"], {"strict": True})
    print(guess_type(table, "notes.log"), guess_type(table, "site.htm"), order)
