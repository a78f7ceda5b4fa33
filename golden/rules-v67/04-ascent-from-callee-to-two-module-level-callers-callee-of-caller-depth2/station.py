"""Report readings from a weather station in the configured unit."""

import os

from units import convert, describe, normalize

READINGS = [12.5, 14.0, 9.75]
UNIT = normalize(os.environ.get("STATION_UNIT", "Fahrenheit"))
OFFSET = float(os.environ.get("STATION_OFFSET", "0.5"))
LABEL = os.environ.get("STATION_NAME", "roof")

shown = []
for raw in READINGS:
    fixed = raw + OFFSET
    shown.append(convert(fixed, UNIT))
title = describe(UNIT)
print(LABEL, title, shown)
print("spread", max(shown) - min(shown))
