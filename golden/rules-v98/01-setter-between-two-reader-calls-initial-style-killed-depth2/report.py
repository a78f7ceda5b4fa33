"""Render a two-part report, switching the style in between."""
from settings import heading, set_style


def render(rows, style):
    lines = []
    draft = heading("draft")
    lines.append(draft)
    set_style(style)
    final = heading("summary")
    lines.append(final)
    for row in rows:
        lines.append("- " + row)
    return lines


set_style("quiet")
chosen = "  LOUD "
out = render(["alpha", "beta"], chosen)
print("\n".join(out))
