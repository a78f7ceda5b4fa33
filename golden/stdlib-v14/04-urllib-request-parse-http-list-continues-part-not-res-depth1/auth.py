"""Read the parameters of a Digest challenge."""
from httplists import parse_http_list, parse_keqv_list


def challenge_params(header):
    scheme, _, rest = header.partition(" ")
    if scheme.lower() != "digest":
        return {}
    items = parse_http_list(rest)
    params = parse_keqv_list(items)
    params["scheme"] = scheme
    return params


def realm_of(header):
    params = challenge_params(header)
    return params.get("realm", "")


HEADER = r'Digest realm="a, \"b\"", nonce="xyz", qop="auth,auth-int"'
print(realm_of(HEADER))
print(realm_of("Basic realm=x"))
