from formats.csvfmt import parse as parse_csv
from formats.jsonfmt import parse as parse_json

RAW = 'name,qty\n"apple",3\n\npear,5\n'
OLD = "banana,7\ncherry,2"
CONF = "mode=fast,retries=2"


def show(label, value):
    print(label, value)


rows = parse_csv(RAW)
legacy = parse_csv(OLD, skip_header=False)
settings = parse_json(CONF)
show("rows", rows)
show("legacy", legacy)
show("settings", settings)
total = len(rows) + len(legacy)
show("total", total)
