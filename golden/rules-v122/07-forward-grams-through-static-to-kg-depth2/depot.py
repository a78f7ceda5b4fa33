"""Builds the loading manifest from scale readings."""
from shipping import Parcel


def manifest_line(code, grams, limit):
    kilos = Parcel.to_kg(grams, 2)
    flag = "HEAVY" if kilos > limit else "ok"
    return f"{code}: {kilos} kg {flag}"


def build_manifest(readings, limit):
    lines = []
    heaviest = 0
    for code, raw in readings:
        grams = int(raw.replace("g", ""))
        if grams > heaviest:
            heaviest = grams
        lines.append(manifest_line(code, grams, limit))
    return lines, heaviest


def load_parcels(readings, zone):
    parcels = []
    for code, raw in readings:
        parcels.append(Parcel(code, int(raw.replace("g", "")), zone))
    return parcels
