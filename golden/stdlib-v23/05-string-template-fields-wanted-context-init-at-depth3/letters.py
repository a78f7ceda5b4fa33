"""Check which placeholders of some mail templates still lack a value."""
import string

from template import Template

LETTERS = ['Dear $name, your $item ships on ${day}.',
           'Total: $$5 for $name and $name',
           'Broken $ sign']
KNOWN = {'name': 'Ann', 'day': 'Monday'}


def compile_form(text, pattern):
    form = Template(text)
    form.pattern = pattern
    return form


def fields(form):
    if not form.is_valid():
        return []
    return form.get_identifiers()


def missing(form, values):
    wanted = fields(form)
    return [name for name in wanted if name not in values]


def report(texts, values):
    pattern = string.Template.pattern
    lines = []
    for text in texts:
        form = compile_form(text, pattern)
        gaps = missing(form, values)
        count = len(fields(form))
        lines.append('%d fields, missing %s' % (count, gaps))
    return lines


for line in report(LETTERS, KNOWN):
    print(line)
