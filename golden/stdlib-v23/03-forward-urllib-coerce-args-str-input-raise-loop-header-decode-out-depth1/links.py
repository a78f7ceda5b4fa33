"""Build the links of a small web shop from str or bytes pieces."""
from urlparts import _coerce_args, urlunsplit


def with_query(base, query):
    query = query.strip('&')
    base, query, coerce = _coerce_args(base, query)
    if not query:
        return coerce(base)
    sep = '&' if '?' in base else '?'
    return coerce(base + sep + query)


def page(host, path, query=''):
    if not path.startswith('/'):
        path = '/' + path
    return urlunsplit(('https', host, path, query, ''))


def links(host):
    out = [page(host, 'cart'), page(host, '/search', 'q=tea')]
    out.append(with_query(out[1], '&sort=price'))
    out.append(with_query('https://shop.example/feed', 'fmt=rss&'))
    out.append(urlunsplit((b'ftp', b'files.example', b'pub/list.txt', b'', b'')))
    return out


for link in links('shop.example'):
    print(link)
try:
    with_query(b'https://shop.example/', 'x=1')
except TypeError as exc:
    print('error:', exc)
