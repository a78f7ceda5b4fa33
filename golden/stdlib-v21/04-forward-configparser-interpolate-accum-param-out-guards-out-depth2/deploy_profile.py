"""Resolve %(name)s references in a deploy profile with the verbatim BasicInterpolation."""
from configparser import RawConfigParser

from cp_interp import BasicInterpolation

PROFILE = """\
[deploy]
root = /srv/shop
logs = %(root)s/logs
archive = %(logs)s/old
quota = 80%% of %(root)s
"""


def load(text):
    parser = RawConfigParser()
    parser.read_string(text)
    return parser


def resolve(parser, section, option):
    raw = parser.get(section, option)
    scope = dict(parser.items(section))
    interp = BasicInterpolation()
    value = interp.before_get(parser, section, option, raw, scope)
    return value.strip()


def render(parser, section):
    lines = []
    for option in parser.options(section):
        lines.append("%s = %s" % (option, resolve(parser, section, option)))
    return "\n".join(lines)


if __name__ == "__main__":
    print(render(load(PROFILE), "deploy"))
