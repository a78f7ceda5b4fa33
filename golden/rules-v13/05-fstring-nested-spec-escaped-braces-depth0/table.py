"""Rows of the report table."""
from labels import cell


def row(item):
    unit = item.get("unit", "")
    return cell(item["name"], item["value"], unit)
