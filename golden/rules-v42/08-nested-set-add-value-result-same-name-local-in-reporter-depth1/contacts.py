"""Deduplicate contact rows by their canonical e-mail address."""


def dedupe(rows, aliases):
    seen = set()
    kept = []
    dupes = 0

    def canonical(email):
        user, _, host = email.strip().lower().partition("@")
        host = aliases.get(host, host)
        return user.split("+")[0] + "@" + host

    def fresh(email):
        nonlocal dupes
        if email in seen:
            dupes += 1
            return False
        seen.add(email)
        return True

    def report():
        kept = len(seen)
        return "%d unique addresses, %d duplicates" % (kept, dupes)

    for row in rows:
        email = canonical(row["email"])
        if fresh(email):
            kept.append(dict(row, email=email))
    print(report())
    return kept
