"""Show the settings of a file as a small text page."""
from config import settings_lines

SAMPLE = """# demo
name = "Ada Lovelace"
[server]
Port = 8080
host = "example.org"
"""


def render(text):
    lines, quoted = settings_lines(text)
    header = "%d settings (%d quoted)" % (len(lines), quoted)
    return "\n".join([header] + lines)


def page(file_name, text):
    title = file_name.upper()
    body = render(text)
    return f"== {title} ==\n{body}"


if __name__ == "__main__":
    print(page("app.ini", SAMPLE))
