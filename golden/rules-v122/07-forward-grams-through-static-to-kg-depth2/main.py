"""Entry point: prints the loading manifest, then the freight bill."""
from depot import build_manifest, load_parcels

READINGS = [("P-1", "2500g"), ("P-2", "800g"), ("P-3", "12400g")]
LIMIT = 10.0
ZONE = 2


def banner(title):
    rule = "-" * len(title)
    return f"{title}\n{rule}"


def freight_bill(readings, zone):
    parcels = load_parcels(readings, zone)
    total = sum(p.price() for p in parcels)
    return round(total, 2)


print(banner("Manifest"))
lines, heaviest = build_manifest(READINGS, LIMIT)
for line in lines:
    print(line)
print("heaviest:", heaviest, "g")
print(banner("Freight"))
print("total:", freight_bill(READINGS, ZONE))
