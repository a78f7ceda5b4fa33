def merge(basepath, relpath, has_authority):
    """Merge two URI path components into a single path component.

    Follows rules specified in Section 5.2.3 of RFC 3986.

    The algorithm in the RFC treats the empty basepath edge case
    differently for URIs with and without an authority section, which
    is why the third argument is necessary.
    """
    if has_authority and basepath == '':
        return '/' + relpath
    slash = basepath.rfind('/')
    return basepath[:slash+1] + relpath


def remove_dot_segments(path):
    """Remove '.' and '..' segments from a URI path.

    Follows the rules specified in Section 5.2.4 of RFC 3986.
    """
    output = []
    while path:
        if path.startswith('../'):
            path = path[3:]
        elif path.startswith('./'):
            path = path[2:]
        elif path.startswith('/./') or path == '/.':
            path = '/' + path[3:]
        elif path.startswith('/../') or path == '/..':
            path = '/' + path[4:]
            if len(output) > 0:
                del output[-1]
        elif path in ['.', '..']:
            path = ''
        else:
            if path.startswith('/'):
                slash = path.find('/', 1)
            else:
                slash = path.find('/')
            if slash < 0:
                slash = len(path)
            output.append(path[:slash])
            path = path[slash:]
    return ''.join(output)
