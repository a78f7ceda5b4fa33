"""Total the lines of a small invoice written with locale-formatted numbers."""
from localecut import atof, atoi

ROWS = ["pen,1.50,4", "pad,3.25,2", "ink,7.00,0"]


def line_total(fields):
    price_text = fields[1].strip()
    qty_text = fields[2].strip()
    price = atof(price_text)
    qty = atoi(qty_text)
    if qty <= 0:
        return 0.0
    return price * qty


grand = 0.0
for row in ROWS:
    grand += line_total(row.split(","))
print("total: %.2f" % grand)
