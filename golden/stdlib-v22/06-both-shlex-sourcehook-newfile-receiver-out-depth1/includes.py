"""Follow `source FILE` lines of a shell-like configuration file."""
import os
import tempfile

from shlexsrc import shlex


class IncludeLexer(shlex):
    def __init__(self, infile):
        self.infile = infile


def resolve(current, directive):
    lexer = IncludeLexer(current)
    word = directive.split(None, 1)[1]
    name = word.strip()
    path, stream = lexer.sourcehook(name)
    with stream:
        first = stream.readline()
    return os.path.basename(path), first.strip()


def walk(config, lines):
    found = []
    for line in lines:
        if line.startswith('source '):
            found.append(resolve(config, line))
    return found


with tempfile.TemporaryDirectory() as top:
    with open(os.path.join(top, 'colors.conf'), 'w') as out:
        out.write('accent=teal\nbase=slate\n')
    config = os.path.join(top, 'main.conf')
    print(walk(config, ['name=demo', 'source "colors.conf"', 'source colors.conf ']))
