"""Field validators for the sign-up form. Each one records its complaint."""

RESERVED = ("admin", "root", "support")


def check_name(value, label, problems):
    if not value:
        problems.append(f"{label} is required")
        return False
    if len(value) > 16:
        problems.append(f"{label} is longer than 16 characters")
        return False
    if value.lower() in RESERVED:
        problems.append(f"{label} {value!r} is reserved")
        return False
    return True


def check_age(raw, label, problems):
    try:
        age = int(raw)
    except ValueError:
        problems.append(f"{label} must be a whole number, not {raw!r}")
        return None
    if age < 13:
        problems.append(f"{label} must be at least 13")
        return None
    return age
