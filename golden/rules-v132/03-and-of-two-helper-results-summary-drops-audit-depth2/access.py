from checks import has_quota, is_trusted


def can_upload(user, used, limits, audit):
    quota_ok = has_quota(user, used, limits)
    trusted = is_trusted(user, audit)
    allowed = quota_ok and trusted
    return allowed


def preview(user, limits):
    return has_quota(user, 0, limits)


def handle(request, limits):
    audit = []
    user = load_user(request)
    used = request.get("used") or 0
    allowed = can_upload(user, used, limits, audit)
    if not allowed:
        return "denied", audit
    return "stored", audit


def load_user(request):
    name = clean(request["user"])
    plan = request.get("plan") or "free"
    return {"name": name, "plan": plan, "banned": request.get("banned", False), "email_ok": request.get("verified", False)}


def clean(raw):
    return raw.strip().lower()
