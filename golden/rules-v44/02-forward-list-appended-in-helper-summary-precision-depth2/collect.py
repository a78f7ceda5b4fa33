def add_warning(warnings, code, text):
    if code in ("W1", "W2"):
        return False
    warnings.append(code + ": " + text)
    return True


def add_note(notes, text):
    notes.append(text.strip())
    return len(notes)


def render(warnings, notes):
    head = "%d warnings" % len(warnings)
    body = "\n".join(warnings + notes)
    return head + "\n" + body
