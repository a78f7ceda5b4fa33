"""Customer import from spreadsheet rows."""
from cleaning import normalize_phone, normalize_tag
from textops import apply_each, apply_field


def import_customer(row, default_tags):
    seen = []
    name = row.get("name", "").strip()
    phone = apply_field(normalize_phone, row, "phone", log=seen)
    tags = apply_each(normalize_tag, row.get("tags", default_tags))
    if not phone:
        phone = None
    return {"name": name, "phone": phone, "tags": tags, "seen": seen}


def import_all(rows):
    customers = []
    for row in rows:
        customers.append(import_customer(row, ["new"]))
    return customers
