"""Build a worker configuration from a settings dict."""
from limits import clamp, percent, read_limit


def configure(settings, report):
    raw = settings.get("limit", "")
    workers = clamp(settings.get("workers", 2), 1)
    cap = read_limit(raw, report)
    cap = clamp(cap, workers)
    if cap > 64:
        report["warning"] = "cap above 64"
    batch = max(1, cap // workers)
    summary = dict(report)
    return {"cap": cap, "workers": workers, "batch": batch}, summary


def utilisation(busy, workers):
    share = percent(busy, workers)
    return "%d%% busy" % share


DEFAULTS = {"limit": "500", "workers": 4}
NOTES = {}
CONFIG, SUMMARY = configure(DEFAULTS, NOTES)
print("config:", CONFIG)
print("notes:", sorted(NOTES))
print("summary keys:", len(SUMMARY))
FALLBACK, _ = configure({"limit": "lots", "workers": 3}, {})
print("fallback:", FALLBACK)
print(utilisation(3, DEFAULTS["workers"]))
