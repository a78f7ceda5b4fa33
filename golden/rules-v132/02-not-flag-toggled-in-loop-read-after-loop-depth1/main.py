from fences import scan


def check(document, strict):
    lines = document.splitlines()
    marker = "```" if strict else "~~~"
    budget = len(lines) * 2
    state, kept, warnings = scan(lines, marker)
    ok = state == "closed" and warnings == 0
    return ok, kept, budget


def quick(text):
    rows = text.split("\n")
    state = scan(rows, "```")[0]
    return state == "closed"


if __name__ == "__main__":
    doc = "intro\n```\ncode\n\n```\n!warn\n"
    print(check(doc, True))
    print(check(doc, False))
    print(quick("```\nopen"))
    assert doc.count("```") == 2
