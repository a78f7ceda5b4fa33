"""Restock planning: which low items to reorder first."""


def load_settings(profile):
    if profile == "night":
        return {"sort_by": "qty", "limit": 2}
    return {"sort_by": "name", "limit": 5}


def restock_plan(items, settings):
    field = settings.get("sort_by", "qty")
    limit = settings.get("limit", 3)
    low = [it for it in items if it["qty"] < it["min"]]
    urgent = sorted(low, key=lambda it: it[field])
    low.sort(key=lambda it: it["name"])
    print("low stock:", ", ".join(it["name"] for it in low))
    names = [it["name"] for it in urgent[:limit]]
    return names


def reorder_amount(item):
    gap = item["min"] - item["qty"]
    return max(gap, 0) * 2
