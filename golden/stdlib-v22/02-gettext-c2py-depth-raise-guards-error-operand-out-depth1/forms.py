"""Compile the Plural-Forms header of a catalogue into a form selector."""
from plural import c2py

CATALOGUES = {
    'en': 'nplurals=2; plural=(n != 1);',
    'pl': 'nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && '
          '(n%100<10 || n%100>=20) ? 1 : 2);',
    'ja': 'nplurals=1; plural=0;',
}


def plural_rule(header):
    count, _, rule = header.partition(';')
    nplurals = int(count.split('=')[1])
    rule = rule.strip()
    if rule.startswith('plural='):
        rule = rule[len('plural='):]
    picker = c2py(rule.rstrip(';'))
    return nplurals, picker


def default_rule():
    return c2py('n != 1')


def forms(lang, counts):
    header = CATALOGUES.get(lang)
    if header is None:
        nplurals, picker = 2, default_rule()
    else:
        nplurals, picker = plural_rule(header)
    return [min(picker(n), nplurals - 1) for n in counts]


for lang in ('en', 'pl', 'ja', 'de'):
    print(lang, forms(lang, [0, 1, 2, 5, 22]))
