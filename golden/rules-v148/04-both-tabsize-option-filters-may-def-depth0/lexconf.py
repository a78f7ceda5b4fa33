"""Read lexer options the way a Pygments lexer constructor does."""
from optutil import get_bool_opt, get_int_opt, get_list_opt


def lexer_settings(options):
    stripnl = get_bool_opt(options, 'stripnl', True)
    tabsize = get_int_opt(options, 'tabsize', 0)
    filters = get_list_opt(options, 'filters', [])
    if tabsize > 0:
        filters.append('expandtabs')
    if stripnl:
        filters.append('stripnl')
    width = 8 if tabsize > 0 else 4
    return {'filters': filters, 'width': width, 'tabsize': tabsize}


def describe(options):
    settings = lexer_settings(options)
    return ', '.join(settings['filters']) + ' / width %d' % settings['width']


print(describe({'tabsize': '4', 'stripnl': 'no', 'filters': 'keepcase'}))
print(describe({'filters': ['a', 'b']}))
