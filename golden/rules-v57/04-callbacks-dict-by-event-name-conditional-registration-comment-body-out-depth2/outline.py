"""Build an indented outline from markup events, dispatching to callbacks looked up by event name."""

INDENT = "  "


def outline(events, keep_comments=False):
    lines = []
    depth = 0
    skipped = 0

    def on_start(tag):
        nonlocal depth
        lines.append(INDENT * depth + tag)
        depth += 1

    def on_end(tag):
        nonlocal depth
        if depth > 0:
            depth -= 1

    def on_text(text):
        if text.strip():
            lines.append(INDENT * depth + "- " + text.strip())

    def on_comment(text):
        print("comment:", text.strip())

    handlers = {"start": on_start, "end": on_end, "text": on_text}
    if keep_comments:
        handlers["comment"] = on_comment
    for kind, value in events:
        handler = handlers.get(kind)
        if handler is None:
            skipped += 1
            continue
        handler(value)
    if skipped:
        print(skipped, "events without a handler")
    return lines
