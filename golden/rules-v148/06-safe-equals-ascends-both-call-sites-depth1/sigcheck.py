"""Check OAuth 1 request signatures and nonces."""
from oauth_common import decode_params_utf8, safe_string_equals


def check_signature(params, expected):
    decoded = decode_params_utf8(params)
    signature = ""
    for key, value in decoded:
        if key == "oauth_signature":
            signature = value
            break
    valid = safe_string_equals(signature, expected)
    return valid


def check_nonce(nonce, used):
    fresh = True
    for seen in used:
        if safe_string_equals(nonce, seen):
            fresh = False
    return fresh


PARAMS = [(b"oauth_nonce", b"abc"), (b"oauth_signature", b"s1g")]
print(check_signature(PARAMS, "s1g"))
print(check_signature(PARAMS, "s1x"))
print(check_nonce("abc", ["abd", "xyz"]))
