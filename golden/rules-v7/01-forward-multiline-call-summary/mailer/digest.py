"""Assembly of the digest mail from tracker entries."""
import textwrap

from .render import INDENT, wrap_body

MAX_ENTRIES = 50
PLACEHOLDER = " [more in the tracker]"
STYLES = {
    "plain": {"bullet": "-"},
    "fancy": {"bullet": "*"},
}


def build_digest(entries, title, width=72, strict=False, style="plain"):
    marks = STYLES.get(style, STYLES["plain"])
    truncated = len(entries) > MAX_ENTRIES
    blocks = []
    for entry in entries[:MAX_ENTRIES]:
        if (
            entry.get("hidden")
            or not entry.get("text")
        ):
            continue
        block = wrap_body(
            entry["text"],
            width - len(INDENT),
            strict or truncated,
        )
        blocks.append(marks["bullet"] + " " + block.lstrip())
    subject = textwrap.shorten(
        title,
        width=width,
        placeholder=PLACEHOLDER if truncated else " [...]",
    )
    message = {
        "subject": subject,
        "body": "\n\n".join(blocks),
        "count": len(blocks),
    }
    return message
