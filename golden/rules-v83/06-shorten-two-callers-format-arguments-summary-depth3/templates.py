"""Render notification e-mails from format templates."""

SUBJECT = "[{project}] {title}"
BODY = "{greeting} {name},\n\n{summary}\n\n-- {project}"


def shorten(text, width, marker="..."):
    words = text.split()
    line = " ".join(words)
    if len(line) <= width:
        return line
    cut = line[:width - len(marker)].rsplit(" ", 1)[0]
    return cut.rstrip(",.;:") + marker


def subject_line(project, title, width):
    short = shorten(title, width)
    return SUBJECT.format(project=project.lower(), title=short)


def body_text(project, name, summary, greeting="Hello"):
    first = name.split()[0].capitalize()
    text = shorten(summary, 60)
    return BODY.format(greeting=greeting, name=first, summary=text, project=project)
