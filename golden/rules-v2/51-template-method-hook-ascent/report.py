"""Plain-text reports built by a template method."""
import time

DATE_FORMAT = "%Y-%m-%d"
SHOW_DATE = True


class Report:
    def __init__(self, title, width=40):
        self.title = title
        self.width = width

    def heading(self, stamp):
        return "%s (%s)" % (self.title, stamp)

    def render_line(self, item):
        return str(item).ljust(self.width)

    def render(self, items):
        stamp = time.strftime(DATE_FORMAT)
        if SHOW_DATE:
            top = self.heading(stamp)
        else:
            top = self.title
        lines = [top]
        for item in items:
            lines.append(self.render_line(item))
        return "\n".join(lines)


def plain_summary(entries):
    rep = Report("Summary", width=30)
    text = rep.render(entries)
    return text
