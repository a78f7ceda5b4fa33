"""Export the same rows twice: as CSV, then with the configured separator."""
from settings import option, set_option, set_width, width

ROWS = [("pen", 3), ("ink", 0), ("pad", 7)]
ACTOR = "nightly-job"


def render(rows, title):
    sep = option("sep")
    out = [title]
    for name, qty in rows:
        if qty <= 0:
            continue
        out.append(f"{name}{sep}{qty}")
    return "\n".join(out)


csv_text = render(ROWS, "as csv")
set_option("sep", ";", ACTOR)
set_width(40)
header = "with semicolons"
semi_text = render(ROWS, header)
print(csv_text)
print(semi_text)
print("width", width())
